(function () {
  'use strict';
  var form = document.getElementById('bestellung');
  var termin = document.getElementById('wunschtermin');
  var geburt = document.getElementById('geburtsdatum');
  var kosten = form.querySelectorAll('input[name=kosten]');
  var kasse = document.getElementById('pflegekasse');
  var nummer = document.getElementById('versichertennummer');
  var pflegegrad = document.getElementById('pflegegrad');

  function iso(d) { return d.getFullYear() + '-' + String(d.getMonth() + 1).padStart(2, '0') + '-' + String(d.getDate()).padStart(2, '0'); }
  var frueh = new Date(); frueh.setDate(frueh.getDate() + 3);
  termin.min = iso(frueh);

  function pruefen() {
    var tag = termin.value ? new Date(termin.value + 'T12:00:00').getDay() : 1;
    termin.setCustomValidity(tag === 0 || tag === 6 ? 'Bitte wählen Sie einen Werktag (Montag bis Freitag).' : '');
    geburt.setCustomValidity(geburt.value && geburt.value > iso(new Date()) ? 'Das Geburtsdatum darf nicht in der Zukunft liegen.' : '');
    var ueberKasse = form.querySelector('input[name=kosten]:checked');
    ueberKasse = ueberKasse && ueberKasse.value === 'pflegekasse';
    kasse.required = ueberKasse;
    nummer.required = ueberKasse;
    pflegegrad.setCustomValidity(ueberKasse && pflegegrad.value === '0' ? 'Ohne Pflegegrad übernimmt die Pflegekasse die Kosten nicht.' : '');
  }
  [termin, geburt, pflegegrad].forEach(function (el) { el.addEventListener('input', pruefen); el.addEventListener('change', pruefen); });
  kosten.forEach(function (el) { el.addEventListener('change', pruefen); });
  form.addEventListener('submit', function (e) {
    pruefen();
    if (!form.checkValidity()) { e.preventDefault(); form.reportValidity(); }
  });
  form.querySelector('button').addEventListener('click', pruefen);
})();
