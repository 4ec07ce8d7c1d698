// Un formulario "controlado": el estado vive en JS y la vista se vuelve a pintar en cada cambio.
(function () {
  var raiz = document.getElementById('raiz');
  var estado = {
    valores: { nombre: '', apellidos: '', correo: '', telefono: '', fechaNacimiento: '', instrumento: '', anios: '', nivel: '', lectura: '', grabacion: '', motivacion: '', privacidad: false, novedades: true },
    errores: {}, enviando: false, referencia: ''
  };
  var INSTRUMENTOS = [['', 'Elige tu instrumento'], ['saxo', 'Saxofón'], ['trompeta', 'Trompeta'], ['trombon', 'Trombón'], ['piano', 'Piano'],
    ['guitarra', 'Guitarra'], ['contrabajo', 'Contrabajo / bajo eléctrico'], ['bateria', 'Batería'], ['voz', 'Voz']];
  var NIVELES = [['inicial', 'Inicial'], ['intermedio', 'Intermedio'], ['avanzado', 'Avanzado']];

  function esc(s) { return String(s).replace(/[&<>"]/g, function (c) { return { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c]; }); }

  function campo(id, etiqueta, control) {
    var e = estado.errores[id];
    return '<div class="campo' + (e ? ' campo--error' : '') + '"><label class="campo__etiqueta" for="' + id + '">' + etiqueta + '</label>' + control +
      (e ? '<div class="campo__error" role="alert">' + esc(e) + '</div>' : '') + '</div>';
  }
  function texto(id, etiqueta, tipo) {
    return campo(id, etiqueta, '<input class="campo__control" id="' + id + '" data-k="' + id + '" type="' + (tipo || 'text') + '" value="' + esc(estado.valores[id]) + '">');
  }

  function pintar() {
    var v = estado.valores;
    if (estado.referencia) {
      raiz.innerHTML = '<div class="exito" role="status"><h2>¡Solicitud enviada!</h2><p>Gracias, ' + esc(v.nombre) + '. Tu número de solicitud es ' +
        esc(estado.referencia) + '. Publicaremos la lista de admitidos el 15 de abril.</p></div>';
      return;
    }
    var foco = document.activeElement && document.activeElement.id;
    var html = '<form novalidate>' +
      texto('nombre', 'Nombre') + texto('apellidos', 'Apellidos') +
      texto('correo', 'Correo electrónico', 'email') + texto('telefono', 'Teléfono móvil', 'tel') +
      texto('fechaNacimiento', 'Fecha de nacimiento', 'date') +
      campo('instrumento', 'Instrumento principal', '<select class="campo__control" id="instrumento" data-k="instrumento">' +
        INSTRUMENTOS.map(function (o) { return '<option value="' + o[0] + '"' + (v.instrumento === o[0] ? ' selected' : '') + (o[0] ? '' : ' disabled') + '>' + o[1] + '</option>'; }).join('') + '</select>') +
      texto('anios', 'Años tocando el instrumento', 'number') +
      '<fieldset class="campo"><legend class="campo__etiqueta">Nivel</legend><div class="opciones">' +
        NIVELES.map(function (n) { return '<label><input type="radio" name="nivel" data-k="nivel" value="' + n[0] + '"' + (v.nivel === n[0] ? ' checked' : '') + '> ' + n[1] + '</label>'; }).join('') +
        (estado.errores.nivel ? '<div class="campo__error" role="alert">' + esc(estado.errores.nivel) + '</div>' : '') + '</div></fieldset>' +
      '<fieldset class="campo"><legend class="campo__etiqueta">¿Lees partituras?</legend><div class="opciones">' +
        [['si', 'Sí, con soltura'], ['algo', 'Un poco'], ['no', 'No']].map(function (n) { return '<label><input type="radio" name="lectura" data-k="lectura" value="' + n[0] + '"' + (v.lectura === n[0] ? ' checked' : '') + '> ' + n[1] + '</label>'; }).join('') +
        '</div></fieldset>' +
      texto('grabacion', 'Enlace a una grabación tuya (opcional)', 'url') +
      campo('motivacion', '¿Por qué quieres participar?', '<textarea class="campo__control" rows="4" id="motivacion" data-k="motivacion">' + esc(v.motivacion) + '</textarea>') +
      '<label class="casilla"><input type="checkbox" id="privacidad" data-k="privacidad"' + (v.privacidad ? ' checked' : '') + '> <span>He leído y acepto la política de privacidad de la Escuela Municipal de Música</span></label>' +
        (estado.errores.privacidad ? '<div class="campo__error" role="alert">' + esc(estado.errores.privacidad) + '</div>' : '') +
      '<label class="casilla"><input type="checkbox" id="novedades" data-k="novedades"' + (v.novedades ? ' checked' : '') + '> <span>Quiero recibir novedades sobre conciertos y cursos de la escuela</span></label>' +
      '<button class="boton" type="submit"' + (estado.enviando ? ' disabled' : '') + '>' + (estado.enviando ? 'Enviando…' : 'Enviar solicitud') + '</button></form>';
    raiz.innerHTML = html;
    if (foco) { var el = document.getElementById(foco); if (el) { el.focus(); if (el.setSelectionRange && /text|tel|email|url/.test(el.type)) { try { el.setSelectionRange(el.value.length, el.value.length); } catch (x) {} } } }
  }

  function poner(el) {
    var k = el.getAttribute('data-k');
    if (!k) return;
    estado.valores[k] = el.type === 'checkbox' ? el.checked : el.value;
  }
  // como un componente controlado: cada pulsación actualiza el estado (la vista se repinta al cambiar opciones y al salir del campo)
  raiz.addEventListener('input', function (e) { poner(e.target); });
  raiz.addEventListener('change', function (e) { poner(e.target); if (e.target.type === 'radio' || e.target.type === 'checkbox' || e.target.tagName === 'SELECT') pintar(); });

  raiz.addEventListener('submit', function (e) {
    e.preventDefault();
    var v = estado.valores, er = {};
    if (!v.nombre.trim()) er.nombre = 'Escribe tu nombre.';
    if (!v.apellidos.trim()) er.apellidos = 'Escribe tus apellidos.';
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(v.correo.trim())) er.correo = 'Escribe un correo válido.';
    if (v.telefono.replace(/\D/g, '').length < 9) er.telefono = 'Escribe un teléfono de contacto.';
    if (!v.fechaNacimiento) er.fechaNacimiento = 'Indica tu fecha de nacimiento.';
    if (!v.instrumento) er.instrumento = 'Elige un instrumento.';
    if (!(Number(v.anios) >= 0) || v.anios === '') er.anios = 'Indica cuántos años llevas tocando.';
    if (!v.nivel) er.nivel = 'Elige tu nivel.';
    if (!v.motivacion.trim()) er.motivacion = 'Cuéntanos por qué quieres participar.';
    if (!v.privacidad) er.privacidad = 'Debes aceptar la política de privacidad.';
    estado.errores = er;
    if (Object.keys(er).length) { pintar(); return; }
    estado.enviando = true; pintar();
    fetch('api/submit', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(v) })
      .then(function (r) { return r.json(); })
      .then(function (j) { estado.enviando = false; estado.referencia = j.reference; pintar(); })
      .catch(function () { estado.enviando = false; estado.errores = { privacidad: 'No se pudo enviar. Inténtalo de nuevo.' }; pintar(); });
  });
  pintar();
})();
