(type) => {
  // content scripts of extensions share the document: an event dispatched here reaches their listeners
  document.dispatchEvent(new CustomEvent(type, { bubbles: true }));
}
