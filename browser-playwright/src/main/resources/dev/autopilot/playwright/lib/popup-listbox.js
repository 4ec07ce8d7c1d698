// Buttons that open a listbox (included by snapshot/snapshot.js, act/inspect.js and
// act/find-option.js). LISTBOX_BUTTON(el): a button (a <button>, an <input type=button> or
// role=button) with aria-haspopup="listbox" (the WAI-ARIA collapsible listbox, Headless UI's
// Listbox) is a select a person opens to choose, a select-only combobox. POPUP_LISTBOX(el): the
// listbox such a button opens without naming it (no aria-controls; the collapsible listbox is
// labelled by the same heading as its list): the one listbox beside it, in its parent; null when
// el is no such button or its parent holds none or several.
  const LISTBOX_BUTTON = (el) => {
    if ((el.getAttribute('aria-haspopup') || '').trim().toLowerCase() !== 'listbox') return false;
    const r = (el.getAttribute('role') || '').trim().split(/\s+/)[0].toLowerCase();
    return r === 'button' || (!r && (el.localName === 'button' || (el.localName === 'input' && el.type === 'button')));
  };
  const POPUP_LISTBOX = (el) => {
    if (!LISTBOX_BUTTON(el) || !el.parentElement) return null;
    const beside = Array.from(el.parentElement.querySelectorAll('[role="listbox"]')).filter((l) => !l.contains(el));
    return beside.length === 1 ? beside[0] : null;
  };
