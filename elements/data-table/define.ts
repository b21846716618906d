import { controllerOf } from '../shared/controller.js';
import { define, defineElementClass } from '../shared/define-element.js';
import { visuallyHiddenStyles } from '../shared/visually-hidden.styles.js';
import { DataTable } from './DataTable.js';
import { dataTableStyles } from './data-table.styles.js';
import { dataTableElement, type Dataset } from './data-table.element.js';
// Types only (the element's code imports the same): its message ids join a host page's MessageKey.
import './data-table.en.js';

export type { SqsDataTableElement } from './data-table.element.js';

define(
  dataTableElement.tag,
  class extends defineElementClass(DataTable, {
    ...dataTableElement,
    styles: [visuallyHiddenStyles, dataTableStyles],
  }) {
    /** Returns the dataset as it stands now (undefined before it loaded). */
    getData(): Dataset | undefined {
      return controllerOf<{ getData(): Dataset | undefined }>(this)?.getData();
    }
  },
);
