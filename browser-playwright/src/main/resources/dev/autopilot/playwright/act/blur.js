(el) => {
  const active = el.getRootNode().activeElement;
  if (active === el || (active && el.contains(active))) el.blur();
}
