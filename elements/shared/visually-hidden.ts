/** The declarations that hide text from sight but keep it read by assistive technology (a spoken label or name). */
export const VISUALLY_HIDDEN = `
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    margin: -1px;
    padding: 0;
    border: 0;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;`;
