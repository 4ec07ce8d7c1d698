(max) => {
  const b = document.body;
  const t = b ? b.innerText : '';
  return t.length > max ? t.slice(0, max) : t;
}
