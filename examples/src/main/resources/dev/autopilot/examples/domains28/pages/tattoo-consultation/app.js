(function () {
  var form = document.getElementById('consult');
  var sending = false;

  function err(id, bad) {
    document.getElementById('err-' + id).hidden = !bad;
    return bad;
  }

  form.addEventListener('submit', function (e) {
    e.preventDefault();
    if (sending) return;
    var f = form.elements;
    var bad = false;
    bad = err('size', !f.size.value) || bad;
    bad = err('idea', f.idea.value.trim().length < 5) || bad;
    bad = err('name', !f.name.value.trim()) || bad;
    bad = err('email', !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(f.email.value.trim())) || bad;
    bad = err('over18', !f.over18.checked) || bad;
    if (bad) return;

    sending = true;
    var button = document.getElementById('send');
    button.disabled = true;
    button.textContent = 'Sending…';

    var xhr = new XMLHttpRequest();
    xhr.open('POST', 'api/submit');
    xhr.onload = function () {
      if (xhr.status >= 200 && xhr.status < 300) {
        var data = JSON.parse(xhr.responseText);
        form.hidden = true;
        document.getElementById('ref').textContent = data.reference;
        document.getElementById('thanks').hidden = false;
      } else {
        fail();
      }
    };
    xhr.onerror = fail;
    xhr.send(new FormData(form));

    function fail() {
      sending = false;
      button.disabled = false;
      button.textContent = 'Request consultation';
      err('server', true);
    }
  });
})();
