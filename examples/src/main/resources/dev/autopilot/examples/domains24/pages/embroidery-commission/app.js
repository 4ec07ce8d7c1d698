(function () {
  var form = document.getElementById('commission');
  var status = document.getElementById('status');

  form.addEventListener('submit', function (e) {
    e.preventDefault();
    if (!form.reportValidity()) return;
    var xhr = new XMLHttpRequest();
    xhr.open('POST', form.getAttribute('action'));
    xhr.setRequestHeader('Content-Type', 'application/x-www-form-urlencoded; charset=UTF-8');
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    xhr.onload = function () {
      var res = {};
      try { res = JSON.parse(xhr.responseText); } catch (ignored) {}
      if (xhr.status === 200 && res.ok) {
        form.reset();
        form.style.display = 'none';
        status.className = 'ok';
        status.innerHTML = '<h2>Thank you!</h2><p>Your commission request has been sent (' + res.reference +
          '). I\u2019ll be in touch with a sketch and quote within five working days.</p>';
      } else {
        status.className = 'bad';
        status.textContent = 'Sorry, your request did not go through. Please try again.';
      }
    };
    xhr.onerror = function () {
      status.className = 'bad';
      status.textContent = 'Sorry, your request did not go through. Please try again.';
    };
    xhr.send(new URLSearchParams(new FormData(form)).toString());
  });
})();
