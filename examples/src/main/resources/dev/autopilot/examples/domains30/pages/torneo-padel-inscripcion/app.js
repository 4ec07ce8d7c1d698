(function () {
  var h = React.createElement;
  var useState = React.useState;

  var CATEGORIAS = [
    ['masc-1', 'Masculina 1ª'], ['masc-2', 'Masculina 2ª'], ['masc-3', 'Masculina 3ª'],
    ['fem-1', 'Femenina 1ª'], ['fem-2', 'Femenina 2ª'],
    ['mixta-a', 'Mixta A'], ['mixta-b', 'Mixta B']
  ];
  var TALLAS = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
  var FRANJAS = [
    ['viernes-tarde', 'Viernes tarde (17:00–22:00)'],
    ['sabado-manana', 'Sábado mañana (9:00–14:00)'],
    ['sabado-tarde', 'Sábado tarde (16:00–21:00)'],
    ['domingo-manana', 'Domingo mañana (9:00–14:00)']
  ];
  var LETRAS = 'TRWAGMYFPDXBNJZSQVHLCKE';

  function documentoValido(v) {
    var d = v.toUpperCase().replace(/[\s-]/g, '');
    var m = /^([XYZ]?)(\d{7,8})([A-Z])$/.exec(d);
    if (!m) return false;
    var num = (m[1] ? 'XYZ'.indexOf(m[1]) : '') + m[2];
    return LETRAS[parseInt(num, 10) % 23] === m[3];
  }

  function jugadorVacio() { return { nombre: '', apellidos: '', documento: '', movil: '', talla: '', socio: false }; }

  function Jugador(props) {
    var j = props.datos, n = props.n;
    function set(k) { return function (e) { props.onChange(k, e.target.type === 'checkbox' ? e.target.checked : e.target.value); }; }
    var p = 'j' + n + '-';
    return h('section', { className: 'jugador', 'aria-labelledby': p + 'h' },
      h('h3', { id: p + 'h' }, n === 1 ? 'Jugador/a 1 (responsable de la inscripción)' : 'Jugador/a 2'),
      h('div', { className: 'fila' },
        h('div', { className: 'campo' }, h('label', { htmlFor: p + 'nombre' }, 'Nombre'), h('input', { id: p + 'nombre', value: j.nombre, onChange: set('nombre') })),
        h('div', { className: 'campo' }, h('label', { htmlFor: p + 'apellidos' }, 'Apellidos'), h('input', { id: p + 'apellidos', value: j.apellidos, onChange: set('apellidos') }))),
      h('div', { className: 'fila' },
        h('div', { className: 'campo' }, h('label', { htmlFor: p + 'doc' }, 'DNI / NIE'), h('input', { id: p + 'doc', value: j.documento, onChange: set('documento'), placeholder: '12345678Z' })),
        h('div', { className: 'campo' }, h('label', { htmlFor: p + 'movil' }, 'Móvil'), h('input', { id: p + 'movil', type: 'tel', value: j.movil, onChange: set('movil') })),
        h('div', { className: 'campo corto' }, h('label', { htmlFor: p + 'talla' }, 'Talla camiseta'),
          h('select', { id: p + 'talla', value: j.talla, onChange: set('talla') }, h('option', { value: '' }, '—'), TALLAS.map(function (t) { return h('option', { key: t, value: t }, t); })))),
      h('label', { className: 'socio' }, h('input', { type: 'checkbox', checked: j.socio, onChange: set('socio') }), n === 1 ? ' Soy socio/a del club (inscripción 20 € en vez de 30 €)' : ' Es socio/a del club (inscripción 20 € en vez de 30 €)'));
  }

  function App() {
    var c = useState(''), categoria = c[0], setCategoria = c[1];
    var js = useState([jugadorVacio(), jugadorVacio()]), jugadores = js[0], setJugadores = js[1];
    var em = useState(''), email = em[0], setEmail = em[1];
    var d = useState([]), disp = d[0], setDisp = d[1];
    var ce = useState('0'), cena = ce[0], setCena = ce[1];
    var ob = useState(''), obs = ob[0], setObs = ob[1];
    var fo = useState(false), fotos = fo[0], setFotos = fo[1];
    var no = useState(false), normas = no[0], setNormas = no[1];
    var er = useState([]), errores = er[0], setErrores = er[1];
    var fin = useState(null), hecho = fin[0], setHecho = fin[1];

    function cambiarJugador(i) {
      return function (k, v) { setJugadores(function (prev) { var n = prev.slice(); n[i] = Object.assign({}, prev[i]); n[i][k] = v; return n; }); };
    }
    function toggleDisp(id) { setDisp(disp.indexOf(id) >= 0 ? disp.filter(function (x) { return x !== id; }) : disp.concat([id])); }

    var precio = jugadores.reduce(function (s, j) { return s + (j.socio ? 20 : 30); }, 0) + 15 * (parseInt(cena, 10) || 0);

    function enviar(e) {
      e.preventDefault();
      var errs = [];
      if (!categoria) errs.push('Elige una categoría.');
      jugadores.forEach(function (j, i) {
        var q = 'Jugador/a ' + (i + 1) + ': ';
        if (!j.nombre.trim() || !j.apellidos.trim()) errs.push(q + 'indica nombre y apellidos.');
        if (!documentoValido(j.documento)) errs.push(q + 'el DNI/NIE no es válido.');
        if (!/^[67]\d{2}\s?\d{3}\s?\d{3}$/.test(j.movil.trim())) errs.push(q + 'el móvil debe tener 9 cifras.');
        if (!j.talla) errs.push(q + 'elige la talla de la camiseta.');
      });
      if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email.trim())) errs.push('Indica un correo electrónico válido.');
      if (!disp.length) errs.push('Marca al menos una franja en la que podáis jugar.');
      if (!normas) errs.push('Debes aceptar las normas del torneo.');
      setErrores(errs);
      if (errs.length) { window.scrollTo(0, document.body.scrollHeight); return; }
      var orden = FRANJAS.map(function (f) { return f[0]; }).filter(function (id) { return disp.indexOf(id) >= 0; });
      var datos = {
        categoria: categoria,
        jugadores: jugadores.map(function (j) { return { nombre: j.nombre.trim(), apellidos: j.apellidos.trim(), documento: j.documento.toUpperCase().replace(/[\s-]/g, ''), movil: j.movil.trim(), talla: j.talla, socio: j.socio }; }),
        email: email.trim(), disponibilidad: orden, invitacionesCena: parseInt(cena, 10) || 0,
        observaciones: obs.trim(), autorizaFotos: fotos, aceptaNormas: normas
      };
      fetch('api/submit', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(datos) })
        .then(function (r) { if (!r.ok) throw new Error(); return r.json(); })
        .then(function (b) { setHecho(b.reference); })
        .catch(function () { setErrores(['No se ha podido enviar la inscripción. Inténtalo de nuevo.']); });
    }

    if (hecho) {
      return h('main', { className: 'caja' },
        h('h1', null, '¡Inscripción recibida!'),
        h('p', { role: 'status' }, 'Código de inscripción ' + hecho + '. Importe total: ' + precio + ' €, a abonar en recepción antes del primer partido. Publicaremos el cuadro el 30 de septiembre.'));
    }

    return h('main', { className: 'caja' },
      h('h1', null, 'Torneo de Otoño 2027'),
      h('p', { className: 'info' }, 'Del 8 al 17 de octubre · Cuadro por categorías con consolación · Camiseta técnica y bolsa de regalo para todas las parejas.'),
      h('form', { onSubmit: enviar, noValidate: true },
        h('div', { className: 'campo' },
          h('label', { htmlFor: 'categoria' }, 'Categoría'),
          h('select', { id: 'categoria', value: categoria, onChange: function (e) { setCategoria(e.target.value); } },
            h('option', { value: '' }, 'Selecciona…'), CATEGORIAS.map(function (c) { return h('option', { key: c[0], value: c[0] }, c[1]); }))),
        h(Jugador, { n: 1, datos: jugadores[0], onChange: cambiarJugador(0) }),
        h(Jugador, { n: 2, datos: jugadores[1], onChange: cambiarJugador(1) }),
        h('div', { className: 'campo' }, h('label', { htmlFor: 'email' }, 'Correo electrónico de contacto'), h('input', { id: 'email', type: 'email', value: email, onChange: function (e) { setEmail(e.target.value); } })),
        h('fieldset', null,
          h('legend', null, 'Disponibilidad de la pareja'),
          FRANJAS.map(function (f) { return h('label', { key: f[0], className: 'franja' }, h('input', { type: 'checkbox', checked: disp.indexOf(f[0]) >= 0, onChange: function () { toggleDisp(f[0]); } }), ' ' + f[1]); })),
        h('div', { className: 'campo' },
          h('label', { htmlFor: 'cena' }, 'Invitaciones para la cena de clausura (15 € por persona)'),
          h('input', { id: 'cena', type: 'number', min: 0, max: 8, value: cena, onChange: function (e) { setCena(e.target.value); }, className: 'num' })),
        h('div', { className: 'campo' }, h('label', { htmlFor: 'obs' }, 'Observaciones'), h('textarea', { id: 'obs', rows: 3, value: obs, onChange: function (e) { setObs(e.target.value); } })),
        h('p', { className: 'total' }, 'Total: ', h('strong', null, precio + ' €')),
        h('label', { className: 'casilla' }, h('input', { type: 'checkbox', checked: fotos, onChange: function (e) { setFotos(e.target.checked); } }), ' Autorizo la publicación de fotos de los partidos en las redes sociales del club'),
        h('label', { className: 'casilla' }, h('input', { type: 'checkbox', checked: normas, onChange: function (e) { setNormas(e.target.checked); } }), ' He leído y acepto las normas del torneo y la política de privacidad'),
        errores.length ? h('div', { className: 'errores', role: 'alert' }, errores.map(function (x, i) { return h('p', { key: i }, x); })) : null,
        h('button', { type: 'submit' }, 'Inscribir pareja')));
  }

  ReactDOM.createRoot(document.getElementById('root')).render(h(App));
})();
