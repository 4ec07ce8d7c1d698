// A React 18 form rendered from a schema the page fetches after load: a spinner for 1.5 s
// (the schema service is slow), then the fields. Sent as JSON.
const h = React.createElement;

function App() {
  const [schema, setSchema] = React.useState(null);
  const [values, setValues] = React.useState({});
  const [reference, setReference] = React.useState(null);
  React.useEffect(() => {
    const t = setTimeout(() => fetch('schema.json').then(r => r.json()).then(s => {
      const init = {};
      for (const f of s.fields) init[f.name] = f.type === 'checkbox' ? false : '';
      setValues(init);
      setSchema(s);
    }), 1500);
    return () => clearTimeout(t);
  }, []);
  if (!schema) {
    return h('p', { 'aria-busy': 'true' }, 'Loading application form…');
  }
  if (reference) {
    return h('div', { className: 'success', role: 'status' }, 'Thank you! Application ' + reference + ' has been submitted.');
  }
  const set = f => e => setValues(Object.assign({}, values, { [f.name]: f.type === 'checkbox' ? e.target.checked : e.target.value }));
  const submit = async e => {
    e.preventDefault();
    const res = await fetch('api/submit', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(values) });
    setReference((await res.json()).reference);
  };
  const mark = f => f.required ? h('span', { className: 'req' }, ' *') : null;
  return h('form', { onSubmit: submit },
    schema.fields.map(f => f.type === 'checkbox'
      ? h('div', { key: f.name, style: { marginTop: '.9rem' } }, h('label', { className: 'inline' },
        h('input', { type: 'checkbox', name: f.name, required: f.required, checked: values[f.name], onChange: set(f) }), f.label, mark(f)))
      : h('div', { key: f.name },
        h('label', { htmlFor: 'f-' + f.name }, f.label, mark(f)),
        f.type === 'select'
          ? h('select', { id: 'f-' + f.name, name: f.name, required: f.required, value: values[f.name], onChange: set(f) },
            f.options.map(([value, text]) => h('option', { key: value, value }, text)))
          : h('input', { id: 'f-' + f.name, name: f.name, type: f.type, required: f.required, autoComplete: f.autocomplete, value: values[f.name], onChange: set(f) }))),
    h('button', { type: 'submit' }, 'Submit'));
}

ReactDOM.createRoot(document.getElementById('root')).render(h(App));
