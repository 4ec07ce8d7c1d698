// A stand-in for an autofill extension, written for Autopilot's tests. On the page's
// 'autopilot-autofill' event (dispatched on document), or on Alt+Shift+F, it fills the fields the way an extension
// does (value set, input and change dispatched): first name and email right, the phone wrong,
// and last name, which it empties again 400 ms later. The page's <html data-autofill-mode> picks
// a misbehaviour: "slow" fills every field right, but only data-autofill-delay ms (default 4000)
// after the first trigger, ignoring triggers while it waits; "throw" throws before filling.
(() => {
  const FILLS = { first_name: 'Ada', email: 'ada@example.org', phone: '+1 000 000 0000', last_name: 'Lovelace' };
  const CLEARED = 'last_name';
  const RIGHT = { first_name: 'Ada', email: 'ada@example.org', phone: '+1 415 555 0100', last_name: 'Lovelace' };
  let pending = false;

  function set(name, value) {
    const el = document.querySelector('[name="' + name + '"]');
    if (!el) {
      return;
    }
    el.value = value;
    el.dispatchEvent(new Event('input', { bubbles: true }));
    el.dispatchEvent(new Event('change', { bubbles: true }));
  }

  function fill(values) {
    for (const [name, value] of Object.entries(values)) {
      set(name, value);
    }
  }

  function onTrigger() {
    const mode = document.documentElement.dataset.autofillMode || 'normal';
    if (mode === 'throw') {
      throw new Error('test autofill: broken on purpose');
    }
    if (mode === 'slow') {
      if (!pending) {
        pending = true;
        setTimeout(() => fill(RIGHT), Number(document.documentElement.dataset.autofillDelay || 4000));
      }
      return;
    }
    fill(FILLS);
    setTimeout(() => set(CLEARED, ''), 400);
  }

  document.addEventListener('autopilot-autofill', onTrigger);
  document.addEventListener('keydown', (e) => {
    if (e.altKey && e.shiftKey && e.code === 'KeyF') {
      onTrigger();
    }
  });
})();
