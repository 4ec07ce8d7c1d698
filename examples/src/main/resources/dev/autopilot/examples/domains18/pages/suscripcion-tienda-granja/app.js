(function () {
  var form = document.getElementById('suscripcion');
  var cp = document.getElementById('cp');
  var cpError = document.getElementById('cp-error');
  var general = document.getElementById('error-general');

  cp.addEventListener('input', function () {
    cpError.hidden = !cp.validity.patternMismatch;
  });

  form.addEventListener('submit', function (e) {
    e.preventDefault();
    general.textContent = '';
    if (!form.checkValidity()) {
      cpError.hidden = !cp.validity.patternMismatch;
      var first = form.querySelector(':invalid');
      general.textContent = 'Revisa los campos marcados: falta información o no es válida.';
      if (first) first.focus();
      return;
    }
    var body = new URLSearchParams(new FormData(form)).toString();
    var xhr = new XMLHttpRequest();
    xhr.open('POST', 'api/submit');
    xhr.setRequestHeader('Content-Type', 'application/x-www-form-urlencoded; charset=UTF-8');
    xhr.onload = function () {
      if (xhr.status >= 200 && xhr.status < 300) {
        var r = JSON.parse(xhr.responseText);
        form.hidden = true;
        var ok = document.getElementById('aviso-ok');
        ok.innerHTML = '<strong>¡Bienvenido a la granja!</strong> Tu suscripción está activa (n.º ' + r.reference +
          '). Te enviaremos un correo antes de preparar tu primera cesta.';
        ok.hidden = false;
        window.scrollTo(0, 0);
      } else {
        var msg = 'No hemos podido registrar la suscripción. Inténtalo de nuevo.';
        try { msg = JSON.parse(xhr.responseText).message || msg; } catch (ignored) {}
        general.textContent = msg;
      }
    };
    xhr.onerror = function () { general.textContent = 'Error de conexión. Inténtalo de nuevo.'; };
    xhr.send(body);
  });
})();
