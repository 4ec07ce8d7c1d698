(el, mode) => {
  // @include lib/element-helpers.js
  // @include lib/widget-w-date.js
  // The date picker, mask or slider an element is (mode 'probe'), or, for mode [year, month,
  // day], the open calendar's cell of that day or the control that moves the calendar toward it
  // (WDATE.calendar).
  if (Array.isArray(mode)) return WDATE.calendar(mode[0], mode[1], mode[2]);
  const w = WDATE.widgetOf(el);
  const r = el.getAttribute('role');
  const role = r ? r.trim().split(/\s+/)[0].toLowerCase() : '';
  const slider = role === 'slider' || (el.localName === 'input' && el.type === 'range');
  // a spin button that is no text field (a span with role=spinbutton between - and + buttons):
  // set by its arrow keys, as the ARIA practices give it
  const spin = role === 'spinbutton' && el.localName !== 'input' && el.localName !== 'textarea' && !el.isContentEditable;
  const range = slider || spin ? WDATE.range(el) : { min: null, max: null };
  const now = !(slider || spin) ? null : el.localName === 'input' ? el.value : el.getAttribute('aria-valuenow');
  return { picker: !!(w && w.picker), mask: w ? w.mask : null, format: w ? w.format : null, slider, spin, now, min: range.min, max: range.max,
    disabled: disabledOf(el), what: describe(el) };
}
