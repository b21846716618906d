/**
 * Hostile values for every attribute and JSON field that reaches the DOM as HTML or as a URL. Each vector that could
 * run sets `parent.__xss` (the test page's canary) or asks a CSP-protected sink for script; under the strict test
 * page (`script-src 'self'`, Trusted Types enforced) a vector that got through shows as the canary or as a reported
 * violation.
 */

/** Markup that runs script if it reaches the DOM unsanitized. */
export const HTML_VECTORS: readonly string[] = [
  '<script>parent.__xss=1</script>',
  '<img src=x onerror="parent.__xss=1">',
  '<svg onload="parent.__xss=1"></svg>',
  '<svg><script>parent.__xss=1</script></svg>',
  '<body onload="parent.__xss=1">',
  '<iframe src="javascript:parent.__xss=1"></iframe>',
  '<iframe srcdoc="<script>parent.parent.__xss=1</script>"></iframe>',
  '<object data="javascript:parent.__xss=1"></object>',
  '<embed src="javascript:parent.__xss=1">',
  '<a href="javascript:parent.__xss=1">link</a>',
  '<a href="JaVaScRiPt:parent.__xss=1">link</a>',
  '<a href="&#106;avascript:parent.__xss=1">link</a>',
  '<a href=" javascript:parent.__xss=1">link</a>',
  '<a href="java\tscript:parent.__xss=1">link</a>',
  '<a href="data:text/html,<script>parent.__xss=1</script>">link</a>',
  '<a href="vbscript:msgbox(1)">link</a>',
  '<form action="javascript:parent.__xss=1"><button>go</button></form>',
  '<button formaction="javascript:parent.__xss=1">go</button>',
  '<input autofocus onfocus="parent.__xss=1">',
  '<details open ontoggle="parent.__xss=1">',
  '<video><source onerror="parent.__xss=1"></video>',
  '<audio src=x onerror="parent.__xss=1"></audio>',
  '<marquee onstart="parent.__xss=1">',
  '<math><mtext><table><mglyph><style><img src=x onerror="parent.__xss=1">',
  '<math><mi xlink:href="javascript:parent.__xss=1">x</mi></math>',
  '<svg><a xlink:href="javascript:parent.__xss=1"><text x="20" y="20">x</text></a></svg>',
  '<svg><animate onbegin="parent.__xss=1" attributeName="x" dur="1s">',
  '<svg><set attributeName="onload" to="parent.__xss=1" /></svg>',
  '<noscript><p title="</noscript><img src=x onerror=parent.__xss=1>">',
  '<form><math><mtext></form><form><mglyph><svg><mtext><style><path id="</style><img onerror=parent.__xss=1 src>">',
  '<svg></p><style><a id="</style><img src=1 onerror=parent.__xss=1>">',
  '<template><script>parent.__xss=1</script></template>',
  '<style>@import "javascript:parent.__xss=1";</style>',
  '<div style="background:url(javascript:parent.__xss=1)">x</div>',
  '<div style="width: expression(parent.__xss=1)">x</div>',
  '<link rel="stylesheet" href="javascript:parent.__xss=1">',
  '<meta http-equiv="refresh" content="0;url=javascript:parent.__xss=1">',
  '<base href="javascript:parent.__xss=1//">',
  '"><img src=x onerror="parent.__xss=1">',
  "'><img src=x onerror='parent.__xss=1'>",
  '</title><img src=x onerror="parent.__xss=1">',
  '<img src="x" onerror="parent.__xss=1"//',
  '<img/src="x"/onerror="parent.__xss=1">',
  '<scr<script>ipt>parent.__xss=1</scr</script>ipt>',
  '<<script>script>parent.__xss=1<</script>/script>',
  '<x onclick="parent.__xss=1" id="clobber">x</x>',
  '<img name="cookie" id="sqs-site-context">',
  '<a id="sqs-site-context" href="javascript:parent.__xss=1">x</a>',
  '<iframe src="data:text/html,<script>parent.__xss=1</script>"></iframe>',
  '<object data="data:text/html;base64,PHNjcmlwdD5wYXJlbnQuX194c3M9MTwvc2NyaXB0Pg=="></object>',
  '<img srcset="x 1x" onerror="parent.__xss=1">',
  '<select autofocus onfocus="parent.__xss=1"></select>',
  '<textarea autofocus onfocus="parent.__xss=1"></textarea>',
  '<keygen autofocus onfocus="parent.__xss=1">',
  '<isindex type=image src=1 onerror=parent.__xss=1>',
];

/** Addresses that must never become an `href`, a navigation, a frame or a script. */
export const URL_VECTORS: readonly string[] = [
  'javascript:parent.__xss=1',
  'JAVASCRIPT:parent.__xss=1',
  ' javascript:parent.__xss=1',
  'java\nscript:parent.__xss=1',
  'javascript&colon;parent.__xss=1',
  '\u0001javascript:parent.__xss=1',
  'data:text/html,<script>parent.__xss=1</script>',
  'data:text/javascript,parent.__xss=1//',
  'data:image/svg+xml,<svg onload="parent.__xss=1"/>',
  'vbscript:msgbox(1)',
  'blob:https://evil.example/1',
  'file:///etc/passwd',
];

/** Returns true for an address a link, navigation or frame may carry: http(s), mailto, tel, or relative. */
export function isSafeAddress(value: string | null, base: string): boolean {
  if (value === null) return true;
  try {
    return ['http:', 'https:', 'mailto:', 'tel:'].includes(new URL(value, base).protocol);
  } catch {
    return false;
  }
}
