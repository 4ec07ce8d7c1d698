(el, pointer) => {
  // @include lib/element-helpers.js
  // @include lib/widget-w-date.js
  // @include lib/field-kind.js
  const SELECTS =
// @include lib/widget-select.js
  ;
  const tag = el.localName;
  const type = tag === 'input' ? el.type : '';
  // @include lib/popup-listbox.js
  const r = el.getAttribute('role');
  // a button that opens a listbox is chosen in as a combobox is
  const role = LISTBOX_BUTTON(el) ? 'combobox' : r ? r.trim().split(/\s+/)[0].toLowerCase() : '';
  const nativeToggle = tag === 'input' && (type === 'checkbox' || type === 'radio');
  const checked = nativeToggle ? el.checked
    : el.hasAttribute('aria-checked') ? el.getAttribute('aria-checked') === 'true' : null;
  const control = tag === 'label' ? el.control : null;
  const hit = pointer ? hitOf(el) : { state: '' };
  return {
    tag, type, role, nativeToggle, checked,
    disabled: disabledOf(el),
    editable: el.isContentEditable,
    readOnly: !!el.readOnly,
    hasList: hasDatalist(el),
    suggests: (tag === 'input' || tag === 'textarea') && fieldKind(el) === 'autocomplete',
    expanded: el.getAttribute('aria-expanded') === 'true',
    labelsFile: !!(control && control.localName === 'input' && control.type === 'file'),
    hit: hit.state, cover: hit.cover || '',
    // a native checkbox or radio a person sees, as the snapshot judges it (lib/widget-select.js): one
    // clipped away, transparent or shrunk to a pixel is operated only through a visible label
    seen: !nativeToggle || SELECTS.seenByPeople(el),
  };
}
