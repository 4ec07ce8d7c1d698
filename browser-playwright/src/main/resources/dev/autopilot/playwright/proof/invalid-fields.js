(control) => {
  // The fields the browser's own constraint validation holds the control's form back for, each as
  // "question: the browser's message" (the text a person sees in its bubble); empty when the form
  // is not validated by the browser (novalidate, formnovalidate, no form) or every field is valid.
  // Reads validity without checkValidity(), which would fire the page's invalid handlers.
  const form = control.form;
  if (!form || form.noValidate || control.formNoValidate) return [];
  const out = [];
  for (const el of Array.from(form.elements)) {
    if (!el.willValidate || el.validity.valid) continue;
    const label = (el.labels && el.labels[0] && el.labels[0].innerText) || el.getAttribute('aria-label') || el.getAttribute('placeholder') || el.name || el.id || el.localName;
    out.push(label.replace(/\s+/g, ' ').trim().slice(0, 80) + ': ' + (el.validationMessage || 'not valid'));
    if (out.length >= 5) break;
  }
  return out;
}
