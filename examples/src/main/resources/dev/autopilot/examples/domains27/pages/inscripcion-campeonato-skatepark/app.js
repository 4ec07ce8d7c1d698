(function () {
  var form = document.getElementById('inscripcion');
  var aviso = document.getElementById('aviso');
  var doc = document.getElementById('doc');

  function mensaje() {
    if (!form.querySelector('input[name=modalidad]:checked')) return 'Elige una modalidad.';
    if (!form.querySelector('input[name=pruebas]:checked')) return 'Marca al menos una prueba.';
    var campos = form.querySelectorAll('input[required], select[required]');
    for (var i = 0; i < campos.length; i++) {
      var c = campos[i];
      if (c === doc && c.value && c.validity.patternMismatch) return 'El DNI/NIE no es válido: 8 cifras y una letra (o X/Y/Z, 7 cifras y letra).';
      if (!c.checkValidity()) {
        var l = c.labels && c.labels[0] ? c.labels[0].textContent.replace('*', '').trim() : c.name;
        return 'Revisa el campo: ' + l;
      }
    }
    return '';
  }

  form.addEventListener('submit', function (e) {
    e.preventDefault();
    var m = mensaje();
    aviso.textContent = m;
    if (m) return;
    var boton = form.querySelector('button');
    boton.disabled = true;
    boton.textContent = 'Enviando…';
    var xhr = new XMLHttpRequest();
    xhr.open('POST', 'api/submit');
    xhr.setRequestHeader('Content-Type', 'application/x-www-form-urlencoded; charset=UTF-8');
    xhr.onload = function () {
      if (xhr.status >= 200 && xhr.status < 300) {
        var r = JSON.parse(xhr.responseText);
        form.hidden = true;
        var ok = document.getElementById('ok');
        ok.hidden = false;
        ok.innerHTML = '<h2>¡Inscripción completada!</h2><p>Tu dorsal se asignará el día de la prueba. Código de inscripción: ' + r.reference + '.</p>';
      } else {
        boton.disabled = false;
        boton.textContent = 'Enviar inscripción';
        aviso.textContent = 'No se ha podido enviar la inscripción. Inténtalo de nuevo.';
      }
    };
    xhr.onerror = xhr.onload;
    xhr.send(new URLSearchParams(new FormData(form)).toString());
  });
})();
