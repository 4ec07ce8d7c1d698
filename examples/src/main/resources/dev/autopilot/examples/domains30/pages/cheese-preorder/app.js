(function () {
  var h = React.createElement;
  var useState = React.useState;

  var CHEESES = [
    { id: 'wold-blue', name: 'Wold Blue', blurb: 'Soft, creamy blue made with our Shorthorn milk.', sizes: [['250g', '£6.50'], ['500g', '£12.00'], ['whole', 'Whole cheese, approx. 1.1kg – £24.00']] },
    { id: 'smoked-cheddar', name: 'Oak-smoked Cheddar', blurb: 'Clothbound cheddar, cold-smoked over oak chips.', sizes: [['250g', '£5.80'], ['500g', '£10.90'], ['1kg', '£20.00']] },
    { id: 'ewes-tomme', name: "Ewe's Milk Tomme", blurb: 'Nutty, natural-rind tomme from our neighbour\u2019s flock.', sizes: [['250g', '£7.20'], ['500g', '£13.80']] },
    { id: 'goats-curd', name: "Goat's Curd", blurb: 'Fresh, lemony and spreadable. Made to order.', sizes: [['150g', '150g tub – £4.00']] }
  ];
  var MARKETS = [
    { id: 'beverley', name: 'Beverley Farmers\u2019 Market', day: 6, dayName: 'Saturdays' },
    { id: 'malton', name: 'Malton Food Market', day: 5, dayName: 'Fridays' },
    { id: 'driffield', name: 'Driffield Showground Market', day: 0, dayName: 'Sundays' }
  ];

  function sizeLabel(s) { return s[1].indexOf('–') >= 0 ? s[1] : s[0] + ' – ' + s[1]; }

  function App() {
    var init = {};
    CHEESES.forEach(function (c) { init[c.id] = { size: c.sizes[0][0], qty: 0 }; });
    var li = useState(init), lines = li[0], setLines = li[1];
    var f = useState({ market: '', date: '', name: '', mobile: '', email: '', giftBox: false, notes: '', news: false, terms: false });
    var form = f[0], setForm = f[1];
    var e = useState([]), errors = e[0], setErrors = e[1];
    var st = useState('idle'), status = st[0], setStatus = st[1];
    var r = useState(''), ref = r[0], setRef = r[1];

    function setLine(id, key, v) {
      setLines(function (prev) { var n = Object.assign({}, prev); n[id] = Object.assign({}, prev[id]); n[id][key] = v; return n; });
    }
    function field(k) {
      return function (ev) { var t = ev.target; var v = t.type === 'checkbox' ? t.checked : t.value; setForm(function (p) { var n = Object.assign({}, p); n[k] = v; return n; }); };
    }

    function submit(ev) {
      ev.preventDefault();
      var errs = [];
      var items = CHEESES.filter(function (c) { return +lines[c.id].qty > 0; })
        .map(function (c) { return { cheese: c.id, size: lines[c.id].size, qty: Number(lines[c.id].qty) }; });
      if (!items.length) errs.push('Choose at least one cheese.');
      var market = MARKETS.filter(function (m) { return m.id === form.market; })[0];
      if (!market) errs.push('Choose the market where you will collect.');
      if (!form.date) errs.push('Choose a collection date.');
      else if (market && new Date(form.date + 'T12:00:00').getDay() !== market.day) errs.push(market.name + ' runs on ' + market.dayName + ' only \u2013 please pick a date that matches.');
      if (!form.name.trim()) errs.push('Tell us your name.');
      if (!/^[0-9 +]{10,16}$/.test(form.mobile.trim())) errs.push('Enter a mobile number so we can text you if anything changes.');
      if (form.email.trim() && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(form.email.trim())) errs.push('That email address doesn\u2019t look right.');
      if (!form.terms) errs.push('Please confirm you\u2019ll pay on collection.');
      setErrors(errs);
      if (errs.length) return;
      setStatus('sending');
      var body = {
        items: items,
        collection: { market: form.market, date: form.date },
        customer: { name: form.name.trim(), mobile: form.mobile.trim(), email: form.email.trim() },
        giftBox: form.giftBox, notes: form.notes.trim(), seasonalEmails: form.news, payOnCollection: form.terms
      };
      fetch('api/submit', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
        .then(function (res) { if (!res.ok) throw new Error(); return res.json(); })
        .then(function (b) { setRef(b.reference); setStatus('done'); })
        .catch(function () { setStatus('idle'); setErrors(['Sorry, we couldn\u2019t take your order just now. Please try again.']); });
    }

    if (status === 'done') {
      return h('main', { className: 'card' },
        h('h1', null, 'Order reserved \u2013 thank you!'),
        h('p', { role: 'status' }, 'Your cheese will be waiting for you at the stall on ' + form.date + '. Order number ' + ref + '.'));
    }

    return h('main', { className: 'card' },
      h('h1', null, 'Pre-order for market collection'),
      h('p', { className: 'lead' }, 'Order by Wednesday and we\u2019ll cut and wrap your cheese fresh for the weekend. Pay by card or cash at the stall.'),
      h('form', { onSubmit: submit, noValidate: true },
        h('section', { 'aria-labelledby': 'h-cheese' },
          h('h2', { id: 'h-cheese' }, '1. Choose your cheese'),
          CHEESES.map(function (c) {
            return h('div', { key: c.id, className: 'product' },
              h('div', { className: 'p-info' }, h('h3', null, c.name), h('p', null, c.blurb)),
              h('div', { className: 'p-controls' },
                h('label', { htmlFor: 'size-' + c.id }, 'Size'),
                h('select', { id: 'size-' + c.id, value: lines[c.id].size, onChange: function (ev) { setLine(c.id, 'size', ev.target.value); } },
                  c.sizes.map(function (s) { return h('option', { key: s[0], value: s[0] }, sizeLabel(s)); })),
                h('label', { htmlFor: 'qty-' + c.id }, 'Qty'),
                h('input', { id: 'qty-' + c.id, type: 'number', min: 0, max: 10, className: 'qty', value: lines[c.id].qty, onChange: function (ev) { setLine(c.id, 'qty', ev.target.value); } })));
          })),
        h('section', { 'aria-labelledby': 'h-collect' },
          h('h2', { id: 'h-collect' }, '2. Where and when will you collect?'),
          h('div', { role: 'radiogroup', 'aria-labelledby': 'h-collect', className: 'markets' },
            MARKETS.map(function (m) {
              return h('label', { key: m.id, className: 'market' + (form.market === m.id ? ' on' : '') },
                h('input', { type: 'radio', name: 'market', value: m.id, checked: form.market === m.id, onChange: field('market') }),
                h('span', null, m.name), h('small', null, m.dayName + ', 8am\u20131pm'));
            })),
          h('label', { className: 'block' }, 'Collection date', h('input', { type: 'date', value: form.date, onChange: field('date'), min: '2027-01-01' }))),
        h('section', { 'aria-labelledby': 'h-you' },
          h('h2', { id: 'h-you' }, '3. Your details'),
          h('label', { className: 'block' }, 'Name', h('input', { type: 'text', value: form.name, onChange: field('name'), autoComplete: 'name' })),
          h('label', { className: 'block' }, 'Mobile', h('input', { type: 'tel', value: form.mobile, onChange: field('mobile'), autoComplete: 'tel' })),
          h('label', { className: 'block' }, 'Email (for your receipt)', h('input', { type: 'email', value: form.email, onChange: field('email'), autoComplete: 'email' })),
          h('label', { className: 'check' }, h('input', { type: 'checkbox', checked: form.giftBox, onChange: field('giftBox') }), ' Pack my order in a wooden gift box (+£2.50)'),
          h('label', { className: 'block' }, 'Anything else?', h('textarea', { rows: 2, value: form.notes, onChange: field('notes') })),
          h('label', { className: 'check' }, h('input', { type: 'checkbox', checked: form.news, onChange: field('news') }), ' Email me when seasonal cheeses are ready'),
          h('label', { className: 'check' }, h('input', { type: 'checkbox', checked: form.terms, onChange: field('terms') }), ' I\u2019ll pay at the stall when I collect, and understand uncollected orders may be charged')),
        errors.length ? h('div', { className: 'errors', role: 'alert' }, h('ul', null, errors.map(function (x, i) { return h('li', { key: i }, x); }))) : null,
        h('button', { type: 'submit', className: 'go', disabled: status === 'sending' }, status === 'sending' ? 'Sending\u2026' : 'Reserve my cheese')));
  }

  ReactDOM.createRoot(document.getElementById('root')).render(h(App));
})();
