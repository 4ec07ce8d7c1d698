(function () {
  var form = document.getElementById('order');
  var prices = { '4-5': 45, '5-6': 55, '6-7': 65, '7-8': 80, '8-9': 95 };
  var extraPrices = { STAND: 25, NETTING: 0, WREATH: 30, COLLECTION: 10 };
  var busy = false;

  var picker = flatpickr('#delivery_date', {
    dateFormat: 'd/m/Y',
    allowInput: true,
    minDate: new Date(2027, 10, 27),
    maxDate: new Date(2027, 11, 22),
    disable: [function (d) { return d.getDay() === 1 || d.getDay() === 2; }],
    locale: { firstDayOfWeek: 1 }
  });

  function gql(query, variables) {
    return fetch('graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: query, variables: variables || {} })
    }).then(function (r) { if (!r.ok) throw new Error(r.status); return r.json(); });
  }

  gql('query DeliveryZones { deliveryZones { name postcodes } }').then(function (res) {
    var zones = res.data && res.data.deliveryZones;
    document.getElementById('zones').textContent = zones && zones.length
      ? 'We deliver to: ' + zones.map(function (z) { return z.name; }).join(', ')
      : 'We deliver to HG, LS21–22 and YO51 postcodes. Not sure? Just order and we will call you.';
  }).catch(function () {});

  function checkedValue(name) {
    var c = form.querySelector('input[name="' + name + '"]:checked');
    return c ? c.value : '';
  }
  function extras() {
    return Array.prototype.map.call(form.querySelectorAll('input[name="extras"]:checked'), function (c) { return c.value; });
  }
  function total() {
    var t = (prices[form.elements.height.value] || 0) * (parseInt(form.elements.quantity.value, 10) || 0);
    extras().forEach(function (e) { t += extraPrices[e]; });
    if (checkedValue('slot') === 'EVE') t += 5;
    document.getElementById('total').textContent = '£' + t;
  }
  form.addEventListener('change', total);
  form.addEventListener('input', total);

  function iso(d) {
    function p(n) { return (n < 10 ? '0' : '') + n; }
    return d.getFullYear() + '-' + p(d.getMonth() + 1) + '-' + p(d.getDate());
  }

  function flag(id, bad) {
    document.getElementById(id + '-err').hidden = !bad;
    return bad ? 1 : 0;
  }

  form.addEventListener('submit', function (e) {
    e.preventDefault();
    if (busy) return;
    var f = form.elements;
    var bad = 0;
    bad += flag('species', !checkedValue('species'));
    bad += flag('height', !f.height.value);
    bad += flag('delivery_date', picker.selectedDates.length === 0);
    bad += flag('slot', !checkedValue('slot'));
    bad += flag('fullName', !f.fullName.value.trim());
    bad += flag('email', !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(f.email.value.trim()));
    bad += flag('phone', f.phone.value.replace(/\D/g, '').length < 10);
    bad += flag('addressLine1', !f.addressLine1.value.trim());
    bad += flag('postcode', !f.postcode.value.trim());
    if (bad) {
      var first = form.querySelector('.err:not([hidden])');
      if (first) first.scrollIntoView({ block: 'center' });
      return;
    }
    busy = true;
    document.getElementById('place').disabled = true;
    var input = {
      species: checkedValue('species'),
      height: f.height.value,
      quantity: parseInt(f.quantity.value, 10) || 1,
      extras: extras(),
      deliveryDate: iso(picker.selectedDates[0]),
      slot: checkedValue('slot'),
      fullName: f.fullName.value.trim(),
      email: f.email.value.trim(),
      phone: f.phone.value.trim(),
      addressLine1: f.addressLine1.value.trim(),
      postcode: f.postcode.value.trim().toUpperCase(),
      notes: f.notes.value.trim(),
      remindNextYear: f.remind.checked
    };
    gql('mutation PlaceTreeOrder($input: TreeOrderInput!) { placeTreeOrder(input: $input) { ok reference } }', { input: input })
      .then(function (res) {
        var r = res.data && res.data.placeTreeOrder;
        if (!r || !r.ok) throw new Error('not ok');
        form.hidden = true;
        document.getElementById('c-date').textContent = picker.formatDate(picker.selectedDates[0], 'l j F Y');
        document.getElementById('c-ref').textContent = r.reference;
        document.getElementById('confirmed').hidden = false;
      })
      .catch(function () {
        busy = false;
        document.getElementById('place').disabled = false;
        document.getElementById('server-err').hidden = false;
      });
  });
})();
