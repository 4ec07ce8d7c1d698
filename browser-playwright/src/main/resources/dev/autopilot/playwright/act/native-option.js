(el) => {
  // A native select's options, for the executor to choose by the one rule (Match.exactOption).
  const opts = Array.from(el.options);
  return { labels: opts.map((o) => o.label), values: opts.map((o) => o.value), disabled: opts.map((o) => o.disabled) };
}
