flatpickr('#fit_date', {
  dateFormat: 'Y-m-d',
  minDate: 'today',
  disable: [function (date) { return date.getDay() === 0 || date.getDay() === 1; }],
  locale: { firstDayOfWeek: 1 }
});

document.getElementById('fit-form').addEventListener('submit', function (e) {
  var pkg = document.querySelector('input[name="package"]:checked');
  var slot = document.getElementById('slot');
  var error = document.getElementById('slot-error');
  error.hidden = true;
  if (!document.getElementById('fit_date').value) {
    e.preventDefault();
    error.textContent = 'Please pick a date for your fit.';
    error.hidden = false;
    return;
  }
  if (pkg && pkg.value === 'pro' && slot.value === '1130') {
    e.preventDefault();
    error.textContent = 'A Pro Fit takes 3 hours – please choose 09:00 or 14:00.';
    error.hidden = false;
  }
});
