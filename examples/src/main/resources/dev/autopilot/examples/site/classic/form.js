// Editing a field takes its error away, as many real forms do.
(function () {
  var form = document.getElementById('application-form');
  if (!form) { return; }
  function clearError(name) {
    var error = document.getElementById(name + '-error');
    if (error) { error.remove(); }
    form.querySelectorAll('[name="' + name + '"], #field-' + name).forEach(function (el) {
      el.removeAttribute('aria-invalid');
      el.removeAttribute('aria-describedby');
    });
    if (!form.querySelector('.error')) {
      var banner = document.getElementById('form-errors');
      if (banner) { banner.remove(); }
    }
  }
  function onEdit(event) {
    var target = event.target;
    if (target && target.name) { clearError(target.name); }
  }
  form.addEventListener('input', onEdit);
  form.addEventListener('change', onEdit);
})();
