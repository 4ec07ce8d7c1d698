(el, [text, fast, keyKinds]) => {
  // @include lib/element-helpers.js
  // @include lib/widget-w-date.js
  // @include lib/field-kind.js
  const SELECTS =
// @include lib/widget-select.js
  ;
  const tag = el.localName;
  const type = tag === 'input' ? el.type : '';
  const r = el.getAttribute('role');
  const role = r ? r.trim().split(/\s+/)[0].toLowerCase() : '';
  const fillable = tag === 'textarea' || (tag === 'input' && !['checkbox', 'radio', 'file', 'button', 'submit', 'reset', 'image', 'hidden'].includes(type));
  const editable = !fillable && el.isContentEditable;
  const info = { tag, type, role, fillable, editable };
  if (disabledOf(el)) return { status: 'disabled', ...info };
  if (fillable && el.readOnly) return { status: 'readonly', ...info };
  if (!fillable && !editable) return { status: 'notext', ...info };
  // seen by people, as the snapshot judges a text field (lib/widget-select.js): opaque, not clipped away, not aria-hidden
  if (SELECTS.isTextEntry(el) ? !SELECTS.seenByPeople(el) : !visible(el)) return { status: 'hidden', ...info };
  const textLike = tag === 'textarea' || ['text', 'search', 'url', 'tel', 'password', 'email'].includes(type);
  // a field that listens to keys, of a kind the executor types with keys (fieldKind decides;
  // a date picker or mask a library owns is of its kind whatever its input type)
  if (tag === 'input' && keyKinds.length) {
    const kind = fieldKind(el);
    if (keyKinds.includes(kind) && (textLike || kind === 'date' || kind === 'masked')) return { status: 'keys', kind, ...info };
  }
  if (!fast || !textLike) return { status: 'slow', ...info };
  el.focus();
  const root = el.getRootNode();
  const active = root.activeElement || document.activeElement;
  if (active !== el) return { status: 'slow', ...info };
  if (!document.execCommand('selectAll', false)) return { status: 'slow', ...info };
  const done = text === '' ? (el.value === '' || document.execCommand('delete', false)) : document.execCommand('insertText', false, text);
  if (!done) return { status: 'slow', ...info };
  el.blur();
  return { status: 'typed', ...info };
}
