(function () {
  var form = document.getElementById('quoteForm');
  var msg = document.getElementById('msg');
  var success = document.getElementById('success');
  var button = document.getElementById('go');

  function fail(text) {
    msg.textContent = text;
    msg.hidden = false;
  }

  form.addEventListener('submit', function (e) {
    e.preventDefault();
    msg.hidden = true;
    var invalid = form.querySelector(':invalid');
    if (invalid) {
      var name = invalid.type === 'radio'
        ? document.getElementById(invalid.closest('[role=radiogroup]').getAttribute('aria-labelledby')).textContent
        : form.querySelector('label[for="' + invalid.id + '"]').textContent;
      fail('Please fill in: ' + name.replace('*', '').trim());
      invalid.focus();
      return;
    }
    var body = new URLSearchParams(new FormData(form)).toString();
    var xhr = new XMLHttpRequest();
    xhr.open('POST', 'api/submit');
    xhr.setRequestHeader('Content-Type', 'application/x-www-form-urlencoded; charset=UTF-8');
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    button.disabled = true;
    xhr.onload = function () {
      var res = {};
      try { res = JSON.parse(xhr.responseText); } catch (ignored) { /* not JSON */ }
      if (xhr.status >= 200 && xhr.status < 300) {
        form.hidden = true;
        success.innerHTML = '<h2>Thanks! Your quote request is on its way</h2><p>Reference ' + res.reference +
          '. One of our team will be in touch within one working day.</p>';
        success.hidden = false;
      } else {
        fail(res.message || 'Something went wrong, please try again.');
        button.disabled = false;
      }
    };
    xhr.onerror = function () {
      fail('We could not reach the server. Please check your connection.');
      button.disabled = false;
    };
    xhr.send(body);
  });
})();
