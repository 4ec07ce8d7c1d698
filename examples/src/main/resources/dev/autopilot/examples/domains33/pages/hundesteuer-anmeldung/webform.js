// A stand-in for the Webform multiple element's "Hinzufügen" (adds rows to the table, as the
// AJAX rebuild would) and row removal, and for Drupal's server-side required check, reported
// the way Drupal does (messages--error at the top, form-item--error-message under the field);
// a valid form is then posted as is.
(function () {
  var form = document.getElementById('webform-submission-hundesteuer-add-form');
  var tbody = document.querySelector('#edit-hunde-items tbody');
  var tpl = document.getElementById('row-template').innerHTML;
  function renumber() {
    Array.prototype.forEach.call(tbody.rows, function (tr, i) {
      tr.className = 'draggable ' + (i % 2 ? 'even' : 'odd');
      tr.querySelectorAll('[name]').forEach(function (el) { el.name = el.name.replace(/\[items\]\[\d+\]/, '[items][' + i + ']'); });
      tr.querySelectorAll('[id]').forEach(function (el) { el.id = el.id.replace(/items-\d+-/, 'items-' + i + '-'); });
      tr.querySelectorAll('label[for]').forEach(function (el) { el.htmlFor = el.htmlFor.replace(/items-\d+-/, 'items-' + i + '-'); });
      var rm = tr.querySelector('.webform-multiple-table--remove .visually-hidden'); if (rm) rm.textContent = ' Zeile ' + (i + 1) + ' entfernen';
    });
  }
  function addRows(n) {
    for (var k = 0; k < n; k++) {
      var t = document.createElement('tbody'); t.innerHTML = tpl.trim();
      tbody.appendChild(t.firstElementChild);
    }
    renumber();
  }
  document.getElementById('edit-hunde-add-submit').addEventListener('click', function (e) {
    e.preventDefault();
    var n = parseInt(document.getElementById('edit-hunde-add-more-items').value, 10) || 1;
    addRows(Math.max(1, Math.min(10, n)));
    tbody.rows[tbody.rows.length - n].querySelector('input').focus();
  });
  tbody.addEventListener('click', function (e) {
    var b = e.target.closest('.webform-multiple-table--remove');
    if (!b) return;
    if (tbody.rows.length > 1) { b.closest('tr').remove(); renumber(); }
    else b.closest('tr').querySelectorAll('input, select').forEach(function (i) { i.value = ''; });
  });
  form.addEventListener('submit', function (e) {
    if (e.submitter && e.submitter.id === 'edit-hunde-add-submit') { e.preventDefault(); return; }
    document.querySelectorAll('.messages--error, .form-item--error-message').forEach(function (n) { n.remove(); });
    form.querySelectorAll('.error').forEach(function (n) { n.classList.remove('error'); n.removeAttribute('aria-invalid'); });
    var errors = [];
    form.querySelectorAll('[required]').forEach(function (el) {
      if (el.tagName === 'FIELDSET') return;
      var empty = el.type === 'checkbox' ? !el.checked : !el.value.trim();
      if (empty) {
        var label = form.querySelector('label[for="' + el.id + '"]');
        var name = label ? label.textContent.trim() : el.name;
        errors.push('Feld ' + name + ' ist erforderlich.');
        el.classList.add('error'); el.setAttribute('aria-invalid', 'true');
        var msg = document.createElement('div'); msg.className = 'form-item--error-message'; msg.textContent = 'Feld ' + name + ' ist erforderlich.';
        el.closest('.form-item').appendChild(msg);
      }
    });
    var radios = form.querySelector('input[name=zahlungsweise]:checked');
    if (!radios) errors.push('Feld Zahlungsweise ist erforderlich.');
    if (errors.length) {
      e.preventDefault();
      var box = document.createElement('div');
      box.className = 'messages messages--error'; box.setAttribute('role', 'alert');
      box.innerHTML = '<h2 class="visually-hidden">Fehlermeldung</h2><ul></ul>';
      errors.forEach(function (t) { var li = document.createElement('li'); li.textContent = t; box.querySelector('ul').appendChild(li); });
      form.parentNode.insertBefore(box, form);
      window.scrollTo(0, 0);
    }
  });
})();
