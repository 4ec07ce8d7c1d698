// A stand-in for an autofill extension, written for Autopilot's tests. On the page's
// 'autopilot-autofill' event it fills the fields below the way an extension does (value set,
// input and change dispatched): first name, email and city right, phone wrong, and it fills
// last name and clears it again 400 ms later. The page's <html data-autofill-mode> picks a
// misbehaviour: "slow" fills 4 s after the trigger, "throw" throws before filling anything.
(() => {
  const values = {
    first_name: 'Ada',
    email: 'ada@example.org',
    city: 'London',
    phone: '+1 000 000 0000',
    last_name: 'Lovelace'
  };
  const CLEARED = 'last_name';

  function set(name, value) {
    const el = document.querySelector('[name="' + name + '"]');
    if (!el) {
      return;
    }
    el.value = value;
    el.dispatchEvent(new Event('input', { bubbles: true }));
    el.dispatchEvent(new Event('change', { bubbles: true }));
  }

  function fill() {
    for (const [name, value] of Object.entries(values)) {
      set(name, value);
    }
    setTimeout(() => set(CLEARED, ''), 400);
  }

  document.addEventListener('autopilot-autofill', () => {
    const mode = document.documentElement.dataset.autofillMode || 'normal';
    if (mode === 'throw') {
      throw new Error('test autofill: broken on purpose');
    }
    if (mode === 'slow') {
      setTimeout(fill, 4000);
      return;
    }
    fill();
  });
})();
