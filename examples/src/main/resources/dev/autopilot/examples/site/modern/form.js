// Custom widgets: ARIA radios, a listbox combobox, a styled upload button and an ARIA
// checkbox. Each writes its answer into a hidden input, which is what the form posts.
(function () {
  var form = document.getElementById('application-form');
  if (!form) { return; }

  function hiddenInput(name) {
    return form.querySelector('input[type="hidden"][name="' + name + '"]');
  }

  function clearError(name) {
    var error = document.getElementById(name + '-error');
    if (error) { error.remove(); }
    var question = document.getElementById('q-' + name);
    if (question) {
      question.querySelectorAll('[aria-invalid]').forEach(function (el) {
        el.removeAttribute('aria-invalid');
        el.removeAttribute('aria-describedby');
      });
    }
    if (!form.querySelector('.field-error')) {
      var banner = document.getElementById('form-errors');
      if (banner) { banner.remove(); }
    }
  }

  form.querySelectorAll('[role="radiogroup"]').forEach(function (group) {
    var name = group.getAttribute('data-name');
    var radios = Array.prototype.slice.call(group.querySelectorAll('[role="radio"]'));
    function select(radio) {
      radios.forEach(function (r) { r.setAttribute('aria-checked', r === radio ? 'true' : 'false'); });
      hiddenInput(name).value = radio.getAttribute('data-value');
      clearError(name);
    }
    radios.forEach(function (radio, i) {
      radio.addEventListener('click', function () { select(radio); });
      radio.addEventListener('keydown', function (event) {
        var next = null;
        if (event.key === ' ' || event.key === 'Enter') { next = radio; }
        if (event.key === 'ArrowDown' || event.key === 'ArrowRight') { next = radios[(i + 1) % radios.length]; }
        if (event.key === 'ArrowUp' || event.key === 'ArrowLeft') { next = radios[(i + radios.length - 1) % radios.length]; }
        if (next) {
          event.preventDefault();
          next.focus();
          select(next);
        }
      });
    });
  });

  form.querySelectorAll('.combo').forEach(function (combo) {
    var name = combo.getAttribute('data-name');
    var button = combo.querySelector('[role="combobox"]');
    var list = combo.querySelector('[role="listbox"]');
    var options = Array.prototype.slice.call(list.querySelectorAll('[role="option"]'));
    function open(show) {
      list.hidden = !show;
      button.setAttribute('aria-expanded', show ? 'true' : 'false');
      if (show) {
        var current = list.querySelector('[aria-selected="true"]') || options[0];
        if (current) { current.focus(); }
      }
    }
    function choose(option) {
      options.forEach(function (o) { o.setAttribute('aria-selected', o === option ? 'true' : 'false'); });
      button.textContent = option.textContent;
      hiddenInput(name).value = option.getAttribute('data-value');
      open(false);
      button.focus();
      clearError(name);
    }
    button.addEventListener('click', function () { open(list.hidden); });
    button.addEventListener('keydown', function (event) {
      if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        open(true);
      }
    });
    options.forEach(function (option, i) {
      option.addEventListener('click', function () { choose(option); });
      option.addEventListener('keydown', function (event) {
        if (event.key === 'Enter' || event.key === ' ') { event.preventDefault(); choose(option); }
        if (event.key === 'ArrowDown') { event.preventDefault(); (options[i + 1] || option).focus(); }
        if (event.key === 'ArrowUp') { event.preventDefault(); (options[i - 1] || option).focus(); }
        if (event.key === 'Escape') { open(false); button.focus(); }
      });
    });
    document.addEventListener('click', function (event) {
      if (!combo.contains(event.target)) { list.hidden = true; button.setAttribute('aria-expanded', 'false'); }
    });
  });

  form.querySelectorAll('.upload').forEach(function (upload) {
    var input = upload.querySelector('input[type="file"]');
    var button = upload.querySelector('.upload-button');
    var chosen = upload.querySelector('.file-name');
    button.addEventListener('click', function () { input.click(); });
    input.addEventListener('change', function () {
      chosen.textContent = Array.prototype.map.call(input.files, function (f) { return f.name; }).join(', ');
      if (input.files.length > 0) { clearError(input.name); }
    });
  });

  form.querySelectorAll('[role="checkbox"]').forEach(function (box) {
    var name = box.getAttribute('data-name');
    function toggle() {
      var on = box.getAttribute('aria-checked') !== 'true';
      box.setAttribute('aria-checked', on ? 'true' : 'false');
      hiddenInput(name).value = on ? 'yes' : '';
      clearError(name);
    }
    box.addEventListener('click', toggle);
    box.addEventListener('keydown', function (event) {
      if (event.key === ' ') { event.preventDefault(); toggle(); }
    });
  });

  form.addEventListener('input', function (event) {
    var target = event.target;
    if (target && target.name && target.type !== 'file') { clearError(target.name); }
  });
})();
