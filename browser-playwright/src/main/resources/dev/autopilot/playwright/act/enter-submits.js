(el) => {
  // Whether Enter in this element would submit its form: a submit button, or an input (other
  // than a plain button or reset) with a form owner, where implicit submission applies.
  const form = el.form;
  if (!form) return false;
  const type = (el.getAttribute('type') || '').toLowerCase();
  if (el.tagName === 'BUTTON') return type === '' || type === 'submit';
  if (el.tagName === 'INPUT') return type !== 'button' && type !== 'reset';
  return false;
}
