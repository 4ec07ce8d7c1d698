(function () {
  'use strict';
  new TomSelect('#source', { create: false, allowEmptyOption: false, maxOptions: null });

  // a floor (and a lift) is asked only for a flat
  document.querySelectorAll('select[data-floor]').forEach(function (sel) {
    var wrap = document.getElementById(sel.dataset.floor);
    var liftWrap = document.getElementById(sel.dataset.floor + 'Lift');
    sel.addEventListener('change', function () {
      var flat = sel.value === 'flat' || sel.value === 'maisonette';
      [wrap, liftWrap].forEach(function (w) {
        w.classList.toggle('d-none', !flat);
        w.querySelectorAll('select, input').forEach(function (el) { el.disabled = !flat; });
      });
    });
  });

  var form = document.getElementById('quoteForm');
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    event.stopPropagation();
    form.classList.add('was-validated');
    if (!form.checkValidity()) {
      var first = form.querySelector(':invalid');
      if (first) first.focus();
      return;
    }
    var btn = document.getElementById('submitBtn');
    btn.disabled = true;
    btn.innerHTML = '<span class="spinner-border spinner-border-sm" aria-hidden="true"></span> Sending…';
    var xhr = new XMLHttpRequest();
    xhr.open('POST', 'api/submit');
    xhr.setRequestHeader('Content-Type', 'application/x-www-form-urlencoded; charset=UTF-8');
    xhr.onload = function () {
      if (xhr.status >= 200 && xhr.status < 300) {
        var res = JSON.parse(xhr.responseText);
        var ok = document.getElementById('success');
        ok.innerHTML = '<h4 class="alert-heading">Thanks! Your quote request is in.</h4><p class="mb-0">We\'ll call you within one working day with a fixed price. Your reference is <strong>' + res.reference + '</strong>.</p>';
        ok.classList.remove('d-none');
        form.classList.add('d-none');
        window.scrollTo(0, 0);
      } else {
        btn.disabled = false;
        btn.textContent = 'Get my quote';
        alert('Sorry, something went wrong. Please try again or call us.');
      }
    };
    xhr.send(new URLSearchParams(new FormData(form)).toString());
  });
})();
