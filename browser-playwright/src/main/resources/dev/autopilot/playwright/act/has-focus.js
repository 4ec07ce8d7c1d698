(el) => {
  // Whether the element, or something inside it, has the focus of its document or shadow root.
  const active = el.getRootNode().activeElement;
  return active === el || (active !== null && el.contains(active));
}
