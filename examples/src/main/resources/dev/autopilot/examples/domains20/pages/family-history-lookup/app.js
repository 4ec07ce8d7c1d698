var form = document.getElementById('enquiry');
form.onsubmit = function (e) {
  e.preventDefault();
  var boxes = form.querySelectorAll('input[name="records"]:checked');
  if (boxes.length === 0) {
    alert('Please tick at least one type of record to search.');
    return false;
  }
  var from = parseInt(form.year_from.value, 10), to = parseInt(form.year_to.value, 10);
  if (from && to && from > to) {
    form.year_to.setCustomValidity('The end year must be after the start year.');
    form.year_to.reportValidity();
    form.year_to.setCustomValidity('');
    return false;
  }
  document.getElementById('sending').hidden = false;
  var xhr = new XMLHttpRequest();
  xhr.open('POST', form.getAttribute('action'));
  xhr.onload = function () {
    document.getElementById('sending').hidden = true;
    if (xhr.status >= 200 && xhr.status < 300) {
      var data = JSON.parse(xhr.responseText);
      form.style.display = 'none';
      var done = document.getElementById('done');
      done.hidden = false;
      done.innerHTML = '<p><b>Thank you. Your enquiry has been passed to our look-up volunteers.</b></p>' +
        '<p>Your enquiry number is ' + data.reference + '. Please quote it if you contact us.</p>';
    } else {
      alert('Sorry, there was a problem sending your enquiry (' + xhr.status + ').');
    }
  };
  xhr.onerror = function () {
    document.getElementById('sending').hidden = true;
    alert('Sorry, there was a problem sending your enquiry.');
  };
  xhr.send(new FormData(form));
  return false;
};
