(function () {
  var form = document.getElementById('order');
  var qtys = form.querySelectorAll('input[type=number]');
  var total = document.getElementById('total');
  var problems = document.getElementById('problems');

  function recalc() {
    var sum = 0, count = 0;
    qtys.forEach(function (q) { var n = parseInt(q.value, 10) || 0; sum += n * +q.dataset.price; count += n; });
    total.textContent = '£' + sum.toFixed(2);
    return count;
  }
  qtys.forEach(function (q) { q.addEventListener('input', recalc); });

  form.addEventListener('submit', function (e) {
    e.preventDefault();
    var list = [];
    if (recalc() === 0) list.push('Tell us how many knives or scissors you are sending.');
    if (!form.querySelector('[name=inbound]:checked')) list.push('Choose how your knives will get to us.');
    if (!form.returnService.value) list.push('Choose how we should send them back.');
    if (!form.elements.name.value.trim()) list.push('Enter your name.');
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(form.email.value.trim())) list.push('Enter a valid email address.');
    if (form.returnService.value !== 'collect') {
      if (!form.address1.value.trim() || !form.town.value.trim()) list.push('Enter the address we should post your knives back to.');
      if (!/^[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}$/i.test(form.postcode.value.trim())) list.push('Enter a valid UK postcode.');
    }
    if (!form.terms.checked) list.push('Please accept the sharpening terms.');
    problems.innerHTML = list.map(function (p) { return '<p>' + p + '</p>'; }).join('');
    if (list.length) return;
    var btn = form.querySelector('button');
    btn.disabled = true;
    btn.textContent = 'Placing order…';
    fetch('api/submit', { method: 'POST', body: new FormData(form) })
      .then(function (r) { if (!r.ok) throw new Error(); return r.json(); })
      .then(function (b) {
        form.hidden = true;
        document.getElementById('thanks-text').textContent = 'Thanks! Your order number is ' + b.reference + '. Write it on a piece of paper inside the parcel. ' +
          (form.inbound.value === 'pack' ? 'Your KnifeSafe pack will be posted today.' : '');
        document.getElementById('thanks').hidden = false;
      })
      .catch(function () { btn.disabled = false; btn.textContent = 'Place order'; problems.innerHTML = '<p>Sorry, the order did not go through. Please try again.</p>'; });
  });
})();
