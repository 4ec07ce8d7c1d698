(function () {
  var form = document.getElementById('repair');
  var problem = document.getElementById('problem');

  function encode(form) {
    var parts = [];
    Array.prototype.forEach.call(form.elements, function (el) {
      if (!el.name || el.disabled) return;
      if ((el.type === 'checkbox' || el.type === 'radio') && !el.checked) return;
      parts.push(encodeURIComponent(el.name) + '=' + encodeURIComponent(el.value));
    });
    return parts.join('&');
  }

  form.addEventListener('submit', function (e) {
    e.preventDefault();
    problem.hidden = true;
    if (!form.querySelector('input[name="faults"]:checked')) {
      problem.textContent = 'Please tell us what the problem is.';
      problem.hidden = false;
      return;
    }
    if (!form.checkValidity()) {
      var bad = form.querySelector(':invalid');
      var label = bad.labels && bad.labels[0] ? bad.labels[0].textContent.trim() : bad.name;
      problem.textContent = 'Please complete: ' + label;
      problem.hidden = false;
      bad.focus();
      return;
    }
    var xhr = new XMLHttpRequest();
    xhr.open('POST', form.getAttribute('action'));
    xhr.setRequestHeader('Content-Type', 'application/x-www-form-urlencoded');
    xhr.onreadystatechange = function () {
      if (xhr.readyState !== 4) return;
      if (xhr.status === 200) {
        var res = JSON.parse(xhr.responseText);
        form.hidden = true;
        var done = document.getElementById('done');
        done.innerHTML = '<h2>Booking confirmed</h2><p>See you soon! Your booking number is ' + res.reference + '. We\'ve emailed you a confirmation.</p>';
        done.hidden = false;
      } else {
        problem.textContent = 'We could not take your booking just now. Please call 0161 496 0888.';
        problem.hidden = false;
      }
    };
    xhr.send(encode(form));
  });
})();
