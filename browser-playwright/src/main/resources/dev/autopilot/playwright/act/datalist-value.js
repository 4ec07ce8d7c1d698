(el) => {
  // An input's datalist options, for the executor to choose by the one rule (Match.exactOption).
  const opts = el.list ? Array.from(el.list.options) : [];
  return { labels: opts.map((o) => o.label), values: opts.map((o) => o.value) };
}
