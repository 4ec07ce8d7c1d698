// Helpers shared by the element scripts, which include this file (see Scripts.java):
// visible(n), describe(n) (such as <div#cookie-banner>), disabledOf(el), and hitOf(el), which
// scrolls the element into view when it is not and says what a pointer at its center would hit.
  const visible = (n) => {
    const r = n.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && (!n.checkVisibility || n.checkVisibility({ visibilityProperty: true }));
  };
  const describe = (n) => {
    let s = n.localName;
    if (n.id) s += '#' + n.id;
    else if (typeof n.className === 'string' && n.className.trim()) s += '.' + n.className.trim().split(/\s+/).slice(0, 2).join('.');
    return '<' + s + '>';
  };
  const disabledOf = (el) => (['input', 'select', 'textarea', 'button', 'fieldset', 'option'].includes(el.localName) && el.matches(':disabled'))
    || el.getAttribute('aria-disabled') === 'true';
  const hitOf = (el) => {
    if (!visible(el)) return { state: 'hidden' };
    let r = el.getBoundingClientRect();
    if (r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth) {
      el.scrollIntoView({ block: 'center', inline: 'center' });
      r = el.getBoundingClientRect();
    }
    const root = el.getRootNode();
    const hit = (root.elementFromPoint ? root : document).elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    if (!hit) return { state: 'hidden' };
    if (hit === el || el.contains(hit)) return { state: 'self' };
    const labels = el.labels ? Array.from(el.labels) : [];
    if (labels.some((l) => l === hit || l.contains(hit))) return { state: 'label' };
    if (hit.contains(el)) return { state: 'ancestor' };
    let top = hit;
    while (top.parentElement && top.parentElement !== document.body && !top.parentElement.contains(el)) top = top.parentElement;
    let named = hit;
    while (named !== top && !named.id) named = named.parentElement;
    return { state: 'covered', cover: describe(named.id ? named : top) };
  };
