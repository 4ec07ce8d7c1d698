// the conditional reveals of govuk-frontend's Radios component, as its JavaScript does them
(function () {
  document.body.className += ' js-enabled govuk-frontend-supported';
  document.querySelectorAll('[data-module="govuk-radios"]').forEach(function (module) {
    var inputs = module.querySelectorAll('input[type="radio"]');
    function sync() {
      inputs.forEach(function (input) {
        var target = input.getAttribute('aria-controls');
        if (!target) return;
        var el = document.getElementById(target);
        el.classList.toggle('govuk-radios__conditional--hidden', !input.checked);
        input.setAttribute('aria-expanded', input.checked ? 'true' : 'false');
      });
    }
    document.querySelectorAll('input[type="radio"][name="' + inputs[0].name + '"]').forEach(function (i) { i.addEventListener('click', sync); });
    sync();
  });
})();
