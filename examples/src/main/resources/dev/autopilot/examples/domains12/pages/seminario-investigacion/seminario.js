// A small component renderer: state in one object, every change re-renders the form from state
// (as a controlled-input framework does), focus kept on the field being typed in.
(function () {
  var root = document.getElementById('app');
  var state = {
    valores: { nombre: '', apellidos: '', correo: '', institucion: '', departamento: '', categoria: '', modalidad: '', sesiones: [],
      poster: '', dieta: '', privacidad: false, novedades: false },
    errores: {}, enviando: false, referencia: null
  };
  var SESIONES = [
    ['s1', '3 de febrero – Modelos climáticos regionales'],
    ['s2', '10 de febrero – Sequía y gestión del agua'],
    ['s3', '17 de febrero – Usos del suelo y teledetección']
  ];
  var CATEGORIAS = [['', 'Seleccione…'], ['doctorando', 'Doctorando/a'], ['postdoc', 'Investigador/a posdoctoral'], ['profesor', 'Profesor/a'],
    ['tecnico', 'Personal técnico'], ['otro', 'Otro']];

  function esc(s) { return String(s).replace(/[&<>"]/g, function (c) { return { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c]; }); }

  function campo(id, etiqueta, tipo) {
    var err = state.errores[id];
    return '<div class="c-field' + (err ? ' c-field--error' : '') + '"><label class="c-field__label" for="f-' + id + '">' + etiqueta + '</label>'
      + '<input class="c-field__control" id="f-' + id + '" data-key="' + id + '" type="' + (tipo || 'text') + '" value="' + esc(state.valores[id]) + '">'
      + (err ? '<div class="c-field__error" role="alert">' + err + '</div>' : '') + '</div>';
  }
  function radios(key, titulo, opciones) {
    var err = state.errores[key];
    return '<fieldset class="c-field c-group"><legend class="c-field__label">' + titulo + '</legend>'
      + opciones.map(function (o) {
        return '<label class="c-choice"><input type="radio" name="' + key + '" data-key="' + key + '" value="' + o[0] + '"'
          + (state.valores[key] === o[0] ? ' checked' : '') + '> ' + o[1] + '</label>';
      }).join('') + (err ? '<div class="c-field__error" role="alert">' + err + '</div>' : '') + '</fieldset>';
  }

  function render() {
    if (state.referencia) {
      root.innerHTML = '<div class="c-success" role="status"><h2>¡Inscripción confirmada!</h2><p>Su número de inscripción es ' + esc(state.referencia)
        + '. Recibirá el enlace y el programa por correo electrónico.</p></div>';
      return;
    }
    var active = document.activeElement && document.activeElement.id;
    var v = state.valores;
    root.innerHTML = '<form class="c-form" novalidate>'
      + campo('nombre', 'Nombre') + campo('apellidos', 'Apellidos') + campo('correo', 'Correo electrónico institucional', 'email')
      + campo('institucion', 'Universidad o institución') + campo('departamento', 'Departamento o grupo de investigación')
      + '<div class="c-field' + (state.errores.categoria ? ' c-field--error' : '') + '"><label class="c-field__label" for="f-categoria">Categoría</label>'
      + '<select class="c-field__control" id="f-categoria" data-key="categoria">' + CATEGORIAS.map(function (c) {
        return '<option value="' + c[0] + '"' + (v.categoria === c[0] ? ' selected' : '') + '>' + c[1] + '</option>';
      }).join('') + '</select>' + (state.errores.categoria ? '<div class="c-field__error" role="alert">' + state.errores.categoria + '</div>' : '') + '</div>'
      + radios('modalidad', 'Modalidad de asistencia', [['presencial', 'Presencial (Aula Magna, Facultad de Ciencias)'], ['online', 'En línea']])
      + '<fieldset class="c-field c-group"><legend class="c-field__label">Sesiones a las que asistirá</legend>' + SESIONES.map(function (s) {
        return '<label class="c-choice"><input type="checkbox" data-list="sesiones" value="' + s[0] + '"' + (v.sesiones.indexOf(s[0]) >= 0 ? ' checked' : '')
          + '> ' + s[1] + '</label>';
      }).join('') + (state.errores.sesiones ? '<div class="c-field__error" role="alert">' + state.errores.sesiones + '</div>' : '') + '</fieldset>'
      + radios('poster', '¿Presentará un póster en la sesión de carteles?', [['si', 'Sí'], ['no', 'No']])
      + campo('dieta', 'Restricciones alimentarias para el café (opcional)')
      + '<div class="c-field"><label class="c-choice"><input type="checkbox" id="f-novedades" data-key="novedades"' + (v.novedades ? ' checked' : '')
      + '> Deseo recibir información sobre futuros seminarios del instituto</label>'
      + '<label class="c-choice"><input type="checkbox" id="f-privacidad" data-key="privacidad"' + (v.privacidad ? ' checked' : '')
      + '> He leído y acepto la política de privacidad</label>'
      + (state.errores.privacidad ? '<div class="c-field__error" role="alert">' + state.errores.privacidad + '</div>' : '') + '</div>'
      + '<button class="c-button" type="submit"' + (state.enviando ? ' disabled' : '') + '>' + (state.enviando ? 'Enviando…' : 'Inscribirme') + '</button>'
      + '</form>';
    if (active) {
      var el = document.getElementById(active);
      if (el) { el.focus(); if (el.setSelectionRange && (el.type === 'text' || el.type === 'email')) { var n = el.value.length; el.setSelectionRange(n, n); } }
    }
  }

  function set(key, value) { state.valores[key] = value; }

  root.addEventListener('input', function (e) {
    var t = e.target;
    if (t.dataset.key && (t.tagName === 'INPUT' && (t.type === 'text' || t.type === 'email'))) { set(t.dataset.key, t.value); render(); }
  });
  root.addEventListener('change', function (e) {
    var t = e.target;
    if (t.dataset.list) {
      var list = state.valores[t.dataset.list].filter(function (x) { return x !== t.value; });
      if (t.checked) list.push(t.value);
      state.valores[t.dataset.list] = SESIONES.map(function (s) { return s[0]; }).filter(function (s) { return list.indexOf(s) >= 0; });
    } else if (t.dataset.key) {
      set(t.dataset.key, t.type === 'checkbox' ? t.checked : t.value);
    }
    // the boxes, radios and select already show the state: no re-render under the person's click
  });
  root.addEventListener('submit', function (e) {
    e.preventDefault();
    var v = state.valores, err = {};
    if (!v.nombre.trim()) err.nombre = 'Indique su nombre';
    if (!v.apellidos.trim()) err.apellidos = 'Indique sus apellidos';
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(v.correo.trim())) err.correo = 'Correo electrónico no válido';
    if (!v.institucion.trim()) err.institucion = 'Indique su institución';
    if (!v.categoria) err.categoria = 'Seleccione una categoría';
    if (!v.modalidad) err.modalidad = 'Elija la modalidad';
    if (!v.sesiones.length) err.sesiones = 'Elija al menos una sesión';
    if (!v.poster) err.poster = 'Indique si presentará un póster';
    if (!v.privacidad) err.privacidad = 'Debe aceptar la política de privacidad';
    state.errores = err;
    if (Object.keys(err).length) { render(); return; }
    state.enviando = true; render();
    fetch('api/submit', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(v) })
      .then(function (r) { if (!r.ok) throw new Error(); return r.json(); })
      .then(function (j) { state.referencia = j.reference; render(); })
      .catch(function () { state.enviando = false; state.errores = { privacidad: 'No se pudo enviar la inscripción. Inténtelo de nuevo.' }; render(); });
  });
  render();
})();
