// Helpers shared by the extraction's page scripts; prepended to each of them (PageScripts.java).
const AP_clean = (s) => (s || '').replace(/\s+/g, ' ').trim();
const AP_unique = (s) => { try { return document.querySelectorAll(s).length === 1; } catch (e) { return false; } };
const AP_attr = (v) => v.replace(/\\/g, '\\\\').replace(/"/g, '\\"');
const AP_visible = (el) => { const r = el.getBoundingClientRect(); const cs = getComputedStyle(el); return r.width > 0 && r.height > 0 && cs.visibility !== 'hidden' && cs.display !== 'none'; };
const AP_classes = (el) => Array.from(el.classList).filter((c) => /^[A-Za-z_][\w-]*$/.test(c) && !/^(active|selected|hover|focus|odd|even|current|disabled)$/.test(c));
// A CSS selector that names this one element, stable across pages of one template: an id, a
// telling attribute, classes, else a path of them from the nearest element that has one.
const AP_selector = (el) => {
  if (el === document.body) return 'body';
  if (el.id && !/\d{3,}/.test(el.id) && AP_unique('#' + CSS.escape(el.id))) return '#' + CSS.escape(el.id);
  const tag = el.localName;
  for (const a of ['rel', 'aria-label', 'data-dt-idx', 'data-action', 'name', 'title']) {
    const v = el.getAttribute(a);
    if (v && v.length < 60) { const s = tag + '[' + a + '="' + AP_attr(v) + '"]'; if (AP_unique(s)) return s; }
  }
  const cls = AP_classes(el).map((c) => '.' + CSS.escape(c)).join('');
  if (cls && AP_unique(tag + cls)) return tag + cls;
  const parent = el.parentElement;
  if (!parent) return tag + cls;
  const same = Array.from(parent.children).filter((c) => c.localName === tag);
  const part = same.length > 1 && !(cls && parent.querySelectorAll(':scope > ' + tag + cls).length === 1)
    ? tag + ':nth-of-type(' + (same.indexOf(el) + 1) + ')' : tag + cls;
  return AP_selector(parent) + ' > ' + part;
};
// The name a control goes by: its aria-label, its text, its title or value.
const AP_name = (el) => AP_clean(el.getAttribute('aria-label') || el.innerText || el.getAttribute('title') || el.value || '');
