(arg) => {
  // Reads the visible text of a page by region, for the outcome classifier: what the main content,
  // dialogs, toasts and live regions say weighs more than the header, navigation and footer.
  // Called as a function of {max}; returns [{kind, text}] with kinds in a fixed order and at most
  // max characters in all. Open shadow roots and same-origin iframes are read too.
  const max = arg && arg.max > 0 ? arg.max : 20000;
  const KINDS = ['main', 'dialog', 'live', 'other', 'aside', 'header', 'navigation', 'footer'];
  const DIALOG = 'dialog, [role="dialog"], [role="alertdialog"], [aria-modal="true"]';
  const LIVE = '[role="alert"], [role="status"], [role="log"], [aria-live]:not([aria-live="off"]), output, '
    + '.toast, .snackbar, .notification, .flash, .alert, [class*="toast-"], [class*="Toastify"], [class*="snackbar"]';
  const MAIN = 'main, [role="main"]';
  const NAV = 'nav, [role="navigation"]';
  const ASIDE = 'aside, [role="complementary"]';
  const SECTIONING = 'article, aside, main, nav, section, [role="main"], [role="article"], [role="region"]';
  const SKIP = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'HEAD', 'META', 'LINK', 'SVG', 'TITLE']);
  const BLOCK = /^(block|flex|grid|list-item|table|table-row|table-cell|flow-root)/;
  const out = {};
  for (const k of KINDS) out[k] = [];
  let total = 0;

  const kindOf = (el, inherited, sectioned) => {
    if (el.matches(DIALOG)) return 'dialog';
    if (el.matches(LIVE)) return 'live';
    if (inherited === 'dialog' || inherited === 'live') return inherited;
    if (el.matches(MAIN)) return 'main';
    if (el.matches(NAV)) return 'navigation';
    if (el.matches(ASIDE)) return 'aside';
    const role = el.getAttribute('role');
    if (role === 'banner') return 'header';
    if (role === 'contentinfo') return 'footer';
    if (!sectioned && inherited === 'other') {
      if (el.localName === 'header') return 'header';
      if (el.localName === 'footer') return 'footer';
    }
    return inherited;
  };

  const shown = (el) => {
    if (typeof el.checkVisibility === 'function') {
      if (el.checkVisibility({ visibilityProperty: true })) return true;
      // display: contents has no box of its own, yet its children show.
      return getComputedStyle(el).display === 'contents';
    }
    const s = getComputedStyle(el);
    return s.display !== 'none' && s.visibility !== 'hidden';
  };

  const push = (kind, text) => {
    if (total >= max) return;
    const t = text.length > max - total ? text.slice(0, max - total) : text;
    out[kind].push(t);
    total += t.length;
  };

  const visit = (node, kind, sectioned) => {
    if (total >= max) return;
    if (node.nodeType === Node.TEXT_NODE) {
      const t = node.nodeValue;
      if (t) push(kind, t.trim() ? t : ' ');
      return;
    }
    if (node.nodeType !== Node.ELEMENT_NODE && node.nodeType !== Node.DOCUMENT_FRAGMENT_NODE) return;
    let k = kind;
    let sec = sectioned;
    let block = false;
    if (node.nodeType === Node.ELEMENT_NODE) {
      const el = node;
      if (SKIP.has(el.tagName.toUpperCase())) return;
      if (!shown(el)) return;
      k = kindOf(el, kind, sectioned);
      sec = sectioned || el.matches(SECTIONING);
      block = BLOCK.test(getComputedStyle(el).display) || el.localName === 'br';
      if (block) push(k, '\n');
      if (el.localName === 'iframe') {
        try {
          const doc = el.contentDocument;
          if (doc && doc.body) visit(doc.body, k, sec);
        } catch (e) { /* another origin: not ours to read */ }
        return;
      }
      if (el.localName === 'input' && /^(submit|button)$/.test(el.type) && el.value) push(k, ' ' + el.value + ' ');
    }
    // A shadow root renders the host's children through its slots: read it instead of them.
    const host = node.nodeType === Node.ELEMENT_NODE && node.shadowRoot;
    const slotted = node.nodeType === Node.ELEMENT_NODE && node.localName === 'slot' ? node.assignedNodes({ flatten: true }) : null;
    const children = host ? [node.shadowRoot] : slotted && slotted.length ? slotted : node.childNodes;
    for (const child of children) {
      visit(child, k, sec);
    }
    if (block) push(k, '\n');
  };

  if (document.body) visit(document.body, 'other', false);
  const regions = [];
  for (const k of KINDS) {
    const text = out[k].join('').replace(/[ \t\r\f\v]+/g, ' ').replace(/\s*\n\s*/g, '\n').trim();
    if (text) regions.push({ kind: k, text });
  }
  return regions;
}
