document.getElementById('uniform').addEventListener('submit', function (e) {
  e.preventDefault();
  var form = this;
  var msg = document.getElementById('msg');
  msg.textContent = '';
  if (!form.querySelector('input[name=items]:checked')) {
    msg.textContent = 'Please tick at least one item you need.';
    return;
  }
  if (!form.reportValidity()) {
    return;
  }
  var parts = [];
  Array.prototype.forEach.call(form.elements, function (el) {
    if (!el.name || el.disabled) return;
    if ((el.type === 'checkbox' || el.type === 'radio') && !el.checked) return;
    parts.push(encodeURIComponent(el.name) + '=' + encodeURIComponent(el.value));
  });
  var xhr = new XMLHttpRequest();
  xhr.open('POST', form.getAttribute('action'));
  xhr.setRequestHeader('Content-Type', 'application/x-www-form-urlencoded; charset=UTF-8');
  xhr.onload = function () {
    if (xhr.status >= 200 && xhr.status < 300) {
      var res = JSON.parse(xhr.responseText);
      form.hidden = true;
      document.getElementById('done').hidden = false;
      document.getElementById('done-text').textContent = 'Request ' + res.reference + ' has been passed to our volunteers. We will email you when the bag is ready to collect.';
    } else {
      msg.textContent = 'Something went wrong, please try again.';
    }
  };
  xhr.onerror = function () { msg.textContent = 'Something went wrong, please try again.'; };
  xhr.send(parts.join('&'));
});
