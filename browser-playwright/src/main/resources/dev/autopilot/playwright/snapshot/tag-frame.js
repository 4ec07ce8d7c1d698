(el, id) => {
  const k = Symbol.for('dev.autopilot.frames');
  if (!window[k]) Object.defineProperty(window, k, { value: new WeakMap() });
  window[k].set(el, id);
}
