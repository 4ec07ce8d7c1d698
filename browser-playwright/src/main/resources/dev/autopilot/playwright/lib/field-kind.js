// What kind of field a text input is, for typing (included by act/type-fast.js and
// act/inspect.js, after lib/widget-w-date.js): 'autocomplete' (it suggests while one types),
// 'masked' (a mask formats each key), 'date' (a date picker reads the keys), else 'plain'. The one
// place that decides which fields listen to keys. A date picker or mask a library owns is known
// first (WDATE.widgetOf: jQuery UI datepicker, flatpickr, Inputmask); else the pattern a person
// sees, with library hints as data: the class names and attributes of widely used libraries
// (jQuery UI, typeahead, awesomplete, Inputmask, IMask, Cleave, bootstrap-datepicker, Pikaday).
// hasDatalist is the one reading of "an input with the browser's own list" (a list attribute that
// names a datalist; one that names nothing is no list): the snapshot's combobox role and options,
// the executor's choosing and this kind ('plain': the browser's list needs no keys) all ask it.
  const FIELD_HINTS = {
    autocomplete: { classes: /\b(ui-autocomplete-input|tt-input|typeahead|awesomplete|autocomplete(-input)?)\b/i, attrs: ['data-autocomplete', 'data-provide=typeahead'] },
    masked: { classes: /\b(masked|inputmask|imask|cleave|mask)\b/i, attrs: ['data-inputmask', 'data-inputmask-mask', 'data-inputmask-alias', 'data-mask', 'im-insert'] },
    date: { classes: /\b(hasDatepicker|flatpickr-input|datepicker|date-picker|pikaday)\b/i, attrs: ['data-provide=datepicker', 'data-datepicker', 'data-toggle=datepicker'] },
  };
  const hinted = (el, hint) => (typeof el.className === 'string' && hint.classes.test(el.className))
    || hint.attrs.some((a) => { const [n, v] = a.split('='); return el.hasAttribute(n) && (v === undefined || el.getAttribute(n) === v); });
  const hasDatalist = (el) => el.localName === 'input' && !!el.list;
  const fieldKind = (el) => {
    const role = (el.getAttribute('role') || '').trim().split(/\s+/)[0].toLowerCase();
    const ac = (el.getAttribute('aria-autocomplete') || '').toLowerCase();
    const popup = (el.getAttribute('aria-haspopup') || '').toLowerCase();
    const widget = WDATE.widgetOf(el);
    if (widget) return widget.picker ? 'date' : 'masked';
    if (hasDatalist(el)) return 'plain';
    if (role === 'combobox' || ac === 'list' || ac === 'both' || popup === 'listbox' || hinted(el, FIELD_HINTS.autocomplete)) return 'autocomplete';
    if (hinted(el, FIELD_HINTS.masked) || /[_#]{2}|_[-/. )]/.test(el.getAttribute('placeholder') || '')) return 'masked';
    if (hinted(el, FIELD_HINTS.date)) return 'date';
    return 'plain';
  };
