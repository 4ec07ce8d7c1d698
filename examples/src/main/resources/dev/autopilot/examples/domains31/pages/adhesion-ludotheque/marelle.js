(function () {
  'use strict';
  var COMMUNES = ['Rennes', 'Cesson-Sévigné', 'Saint-Grégoire', 'Bruz', 'Chantepie', 'Pacé', 'Thorigné-Fouillard', 'Betton', 'Chartres-de-Bretagne', 'Vezin-le-Coquet', 'Noyal-sur-Vilaine', 'Acigné'];
  var $ = function (id) { return document.getElementById(id); };

  // formules (ARIA radio tiles)
  var formules = Array.prototype.slice.call(document.querySelectorAll('.formule'));
  var formule = '';
  function choisir(el, focus) {
    formules.forEach(function (f) { var on = f === el; f.setAttribute('aria-checked', String(on)); f.tabIndex = on ? 0 : -1; });
    formule = el.getAttribute('data-value');
    if (focus) el.focus();
  }
  formules.forEach(function (f, i) {
    f.addEventListener('click', function () { choisir(f); });
    f.addEventListener('keydown', function (e) {
      if (e.key === ' ' || e.key === 'Enter') { e.preventDefault(); choisir(f); }
      if (e.key === 'ArrowRight' || e.key === 'ArrowDown') { e.preventDefault(); choisir(formules[(i + 1) % formules.length], true); }
      if (e.key === 'ArrowLeft' || e.key === 'ArrowUp') { e.preventDefault(); choisir(formules[(i + formules.length - 1) % formules.length], true); }
    });
  });

  // commune combobox
  var commune = $('commune'), liste = $('communes'), actif = -1;
  function normal(s) { return s.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, ''); }
  function afficher() {
    var q = normal(commune.value.trim());
    var ok = COMMUNES.filter(function (c) { return normal(c).indexOf(q) >= 0; });
    liste.innerHTML = '';
    ok.forEach(function (c, i) {
      var li = document.createElement('li');
      li.id = 'commune-' + i; li.setAttribute('role', 'option'); li.setAttribute('aria-selected', 'false'); li.textContent = c;
      li.addEventListener('mousedown', function (e) { e.preventDefault(); commune.value = c; fermer(); });
      liste.appendChild(li);
    });
    actif = -1;
    liste.hidden = ok.length === 0;
    commune.setAttribute('aria-expanded', String(!liste.hidden));
  }
  function fermer() { liste.hidden = true; commune.setAttribute('aria-expanded', 'false'); commune.removeAttribute('aria-activedescendant'); }
  commune.addEventListener('input', afficher);
  commune.addEventListener('focus', afficher);
  commune.addEventListener('blur', function () { setTimeout(fermer, 100); });
  commune.addEventListener('keydown', function (e) {
    var items = liste.querySelectorAll('li');
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (liste.hidden) afficher();
      items = liste.querySelectorAll('li');
      if (!items.length) return;
      actif = (actif + (e.key === 'ArrowDown' ? 1 : -1) + items.length) % items.length;
      items.forEach(function (li, k) { li.setAttribute('aria-selected', String(k === actif)); });
      commune.setAttribute('aria-activedescendant', items[actif].id);
    } else if (e.key === 'Enter' && !liste.hidden && actif >= 0) {
      e.preventDefault(); commune.value = items[actif].textContent; fermer();
    } else if (e.key === 'Escape') { fermer(); }
  });

  // nombre d'enfants
  var enfants = $('enfants'), n = 1;
  function poser(v) { n = Math.max(0, Math.min(8, v)); enfants.textContent = String(n); enfants.setAttribute('aria-valuenow', String(n)); }
  $('moins').addEventListener('click', function () { poser(n - 1); });
  $('plus').addEventListener('click', function () { poser(n + 1); });
  enfants.addEventListener('keydown', function (e) {
    if (e.key === 'ArrowUp') { e.preventDefault(); poser(n + 1); }
    if (e.key === 'ArrowDown') { e.preventDefault(); poser(n - 1); }
  });

  // interrupteur
  var emprunt = $('emprunt');
  emprunt.addEventListener('click', function () { emprunt.setAttribute('aria-checked', String(emprunt.getAttribute('aria-checked') !== 'true')); });

  $('form').addEventListener('submit', function (e) {
    e.preventDefault();
    var err = [];
    var v = function (id) { return $(id).value.trim(); };
    var ages = Array.prototype.filter.call(document.querySelectorAll('input[name=ages]'), function (c) { return c.checked; }).map(function (c) { return c.value; });
    if (!formule) err.push('Choisissez une formule.');
    if (!v('nom')) err.push('Indiquez votre nom.');
    if (!v('prenom')) err.push('Indiquez votre prénom.');
    if (!v('adresse')) err.push('Indiquez votre adresse.');
    if (!/^35\d{3}$/.test(v('cp'))) err.push('Indiquez un code postal d’Ille-et-Vilaine (35…).');
    if (COMMUNES.indexOf(v('commune')) < 0) err.push('Choisissez votre commune dans la liste.');
    if (!/^0[1-9](\s?\d{2}){4}$/.test(v('tel'))) err.push('Indiquez un numéro de téléphone à 10 chiffres.');
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(v('courriel'))) err.push('Indiquez une adresse de courriel valide.');
    if (n > 0 && !ages.length) err.push('Cochez au moins une tranche d’âge pour vos enfants.');
    if (formule === 'individuelle' && n > 0) err.push('La formule Individuelle ne comprend pas d’enfants : choisissez la formule Famille.');
    if (!v('paiement')) err.push('Choisissez un mode de règlement.');
    if (!$('reglement').checked) err.push('Vous devez accepter le règlement intérieur.');
    var boite = $('erreurs');
    if (err.length) { boite.innerHTML = err.join('<br>'); boite.hidden = false; window.scrollTo(0, 0); return; }
    boite.hidden = true;
    var corps = new URLSearchParams();
    corps.set('formule', formule);
    corps.set('nom', v('nom'));
    corps.set('prenom', v('prenom'));
    corps.set('adresse', v('adresse'));
    corps.set('code_postal', v('cp'));
    corps.set('commune', v('commune'));
    corps.set('telephone', v('tel'));
    corps.set('courriel', v('courriel'));
    corps.set('enfants', String(n));
    ages.forEach(function (a) { corps.append('ages', a); });
    corps.set('emprunt', emprunt.getAttribute('aria-checked') === 'true' ? '1' : '0');
    corps.set('benevole', $('benevole').checked ? '1' : '0');
    corps.set('paiement', v('paiement'));
    corps.set('reglement', '1');
    corps.set('lettre', $('lettre').checked ? '1' : '0');
    fetch('api/submit', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' }, body: corps.toString() })
      .then(function (r) { if (!r.ok) throw new Error(); return r.json(); })
      .then(function (j) { $('numero').textContent = j.reference; $('adhesion').hidden = true; $('bienvenue').hidden = false; })
      .catch(function () { boite.textContent = 'Oups, l’envoi a échoué. Réessayez un peu plus tard.'; boite.hidden = false; });
  });
})();
