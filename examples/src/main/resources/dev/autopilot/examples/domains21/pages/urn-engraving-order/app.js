(function () {
  var form = document.getElementById('order');
  var err = document.getElementById('err');

  form.querySelectorAll('input[data-preview]').forEach(function (input) {
    input.addEventListener('input', function () {
      document.getElementById(input.dataset.preview).textContent = input.value || '\u00a0';
      form.querySelector('.count[data-for="' + input.id + '"]').textContent = input.value.length + '/30';
    });
  });
  form.querySelectorAll('input[name=font]').forEach(function (r) {
    r.addEventListener('change', function () {
      document.querySelector('.plate').className = 'plate font-' + r.value.toLowerCase();
    });
  });

  form.addEventListener('submit', function (e) {
    e.preventDefault();
    err.textContent = '';
    if (!form.checkValidity()) {
      form.reportValidity();
      return;
    }
    if (form.delivery.value === 'TRACKED' && (!form.del_address.value.trim() || !form.del_postcode.value.trim())) {
      err.textContent = 'Please give a delivery address and postcode for tracked delivery.';
      return;
    }
    var data = new URLSearchParams(new FormData(form));
    var xhr = new XMLHttpRequest();
    xhr.open('POST', 'api/submit');
    xhr.setRequestHeader('Content-Type', 'application/x-www-form-urlencoded');
    xhr.onload = function () {
      if (xhr.status >= 200 && xhr.status < 300) {
        var ref = JSON.parse(xhr.responseText).reference;
        form.parentNode.hidden = true;
        var t = document.getElementById('thanks');
        t.innerHTML = '<h2>Thank you – your engraving order is placed</h2><p>Order number ' + ref +
          '. Your digital proof will arrive by email within two working days.</p>';
        t.hidden = false;
      } else {
        err.textContent = 'We could not take your order just now. Please call us on 01392 960 100.';
      }
    };
    xhr.onerror = function () { err.textContent = 'Network problem – please try again.'; };
    xhr.send(data.toString());
  });
})();
