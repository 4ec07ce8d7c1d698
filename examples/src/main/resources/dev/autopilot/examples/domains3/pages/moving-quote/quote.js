(function () {
  var h = React.createElement;
  var useState = React.useState;

  var inicial = {
    nombre: '', email: '', telefono: '',
    origenDireccion: '', origenCp: '', origenAscensor: '',
    destinoDireccion: '', destinoCp: '', destinoAscensor: '',
    fecha: '', vivienda: '', habitaciones: '', servicios: [], comentarios: '',
    privacidad: false, ofertas: false
  };

  function Campo(props) {
    return h('div', { className: 'campo' + (props.error ? ' error' : '') },
      h('label', { htmlFor: props.id }, props.etiqueta),
      props.children,
      props.error ? h('div', { className: 'msg' }, props.error) : null);
  }

  function Formulario() {
    var st = useState(inicial), datos = st[0], setDatos = st[1];
    var se = useState({}), errores = se[0], setErrores = se[1];
    var sv = useState(false), enviando = sv[0], setEnviando = sv[1];
    var sr = useState(null), referencia = sr[0], setReferencia = sr[1];

    function poner(clave) {
      return function (e) {
        var v = e.target.type === 'checkbox' ? e.target.checked : e.target.value;
        setDatos(function (d) { var n = Object.assign({}, d); n[clave] = v; return n; });
      };
    }
    function servicio(valor) {
      return function (e) {
        var marcado = e.target.checked;
        setDatos(function (d) {
          var s = d.servicios.filter(function (x) { return x !== valor; });
          if (marcado) s.push(valor);
          return Object.assign({}, d, { servicios: s });
        });
      };
    }
    function texto(id, clave, etiqueta, tipo, extra) {
      return h(Campo, { id: id, etiqueta: etiqueta, error: errores[clave] },
        h('input', Object.assign({ id: id, type: tipo || 'text', value: datos[clave], onChange: poner(clave) }, extra || {})));
    }
    function siNo(nombre, clave, pregunta) {
      return h('fieldset', { className: 'campo opciones' },
        h('legend', null, pregunta),
        h('input', { type: 'radio', id: nombre + '-si', name: nombre, value: 'si', checked: datos[clave] === 'si', onChange: poner(clave) }),
        h('label', { htmlFor: nombre + '-si' }, 'Sí'),
        h('input', { type: 'radio', id: nombre + '-no', name: nombre, value: 'no', checked: datos[clave] === 'no', onChange: poner(clave) }),
        h('label', { htmlFor: nombre + '-no' }, 'No'),
        errores[clave] ? h('div', { className: 'msg' }, errores[clave]) : null);
    }

    function validar() {
      var e = {};
      if (!datos.nombre.trim()) e.nombre = 'Indique su nombre.';
      if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(datos.email.trim())) e.email = 'Correo electrónico no válido.';
      if (datos.telefono.replace(/\D/g, '').length < 9) e.telefono = 'Teléfono no válido (9 cifras).';
      if (!datos.origenDireccion.trim()) e.origenDireccion = 'Indique la dirección de origen.';
      if (!/^\d{5}$/.test(datos.origenCp)) e.origenCp = 'Código postal de 5 cifras.';
      if (!datos.origenAscensor) e.origenAscensor = 'Indique si hay ascensor.';
      if (!datos.destinoDireccion.trim()) e.destinoDireccion = 'Indique la dirección de destino.';
      if (!/^\d{5}$/.test(datos.destinoCp)) e.destinoCp = 'Código postal de 5 cifras.';
      if (!datos.destinoAscensor) e.destinoAscensor = 'Indique si hay ascensor.';
      if (!datos.fecha) e.fecha = 'Elija una fecha.';
      if (!datos.vivienda) e.vivienda = 'Elija el tipo de vivienda.';
      if (!datos.habitaciones) e.habitaciones = 'Elija el número de habitaciones.';
      if (!datos.privacidad) e.privacidad = 'Debe aceptar la política de privacidad.';
      return e;
    }

    function enviar(ev) {
      ev.preventDefault();
      if (enviando) return;
      var e = validar();
      setErrores(e);
      if (Object.keys(e).length) return;
      setEnviando(true);
      var cuerpo = {
        cliente: { nombre: datos.nombre.trim(), email: datos.email.trim(), telefono: datos.telefono.trim() },
        origen: { direccion: datos.origenDireccion.trim(), cp: datos.origenCp, ascensor: datos.origenAscensor === 'si' },
        destino: { direccion: datos.destinoDireccion.trim(), cp: datos.destinoCp, ascensor: datos.destinoAscensor === 'si' },
        fecha: datos.fecha, vivienda: datos.vivienda, habitaciones: Number(datos.habitaciones),
        servicios: datos.servicios.slice().sort(), comentarios: datos.comentarios.trim(),
        privacidad: datos.privacidad, ofertas: datos.ofertas
      };
      fetch('api/submit', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(cuerpo) })
        .then(function (r) { if (!r.ok) throw new Error('HTTP ' + r.status); return r.json(); })
        .then(function (j) { setReferencia(j.reference); })
        .catch(function () { setEnviando(false); setErrores({ general: 'No se pudo enviar la solicitud. Inténtelo de nuevo.' }); });
    }

    if (referencia) {
      return h('div', { className: 'exito', role: 'status' },
        h('h2', null, '¡Solicitud recibida!'),
        h('p', null, 'Le enviaremos su presupuesto en 24 horas. Número de solicitud: ' + referencia + '.'));
    }

    return h('form', { onSubmit: enviar, noValidate: true },
      h('div', { className: 'grupo' }, h('h2', null, 'Sus datos'),
        texto('nombre', 'nombre', 'Nombre y apellidos', 'text', { autoComplete: 'name' }),
        texto('email', 'email', 'Correo electrónico', 'email', { autoComplete: 'email' }),
        texto('telefono', 'telefono', 'Teléfono de contacto', 'tel', { autoComplete: 'tel' })),
      h('div', { className: 'grupo' }, h('h2', null, 'Desde'),
        texto('origen-dir', 'origenDireccion', 'Dirección de origen (calle, número, piso)'),
        texto('origen-cp', 'origenCp', 'Código postal de origen', 'text', { inputMode: 'numeric', maxLength: 5 }),
        siNo('origen-ascensor', 'origenAscensor', '¿Hay ascensor en el origen?')),
      h('div', { className: 'grupo' }, h('h2', null, 'Hasta'),
        texto('destino-dir', 'destinoDireccion', 'Dirección de destino (calle, número, piso)'),
        texto('destino-cp', 'destinoCp', 'Código postal de destino', 'text', { inputMode: 'numeric', maxLength: 5 }),
        siNo('destino-ascensor', 'destinoAscensor', '¿Hay ascensor en el destino?')),
      h('div', { className: 'grupo' }, h('h2', null, 'La mudanza'),
        texto('fecha', 'fecha', 'Fecha prevista de la mudanza', 'date'),
        h(Campo, { id: 'vivienda', etiqueta: 'Tipo de vivienda', error: errores.vivienda },
          h('select', { id: 'vivienda', value: datos.vivienda, onChange: poner('vivienda') },
            h('option', { value: '' }, 'Seleccione…'),
            h('option', { value: 'piso' }, 'Piso'),
            h('option', { value: 'casa' }, 'Casa / chalet'),
            h('option', { value: 'estudio' }, 'Estudio'),
            h('option', { value: 'oficina' }, 'Oficina'))),
        h(Campo, { id: 'habitaciones', etiqueta: 'Número de dormitorios', error: errores.habitaciones },
          h('select', { id: 'habitaciones', value: datos.habitaciones, onChange: poner('habitaciones') },
            h('option', { value: '' }, 'Seleccione…'),
            h('option', { value: '1' }, '1'), h('option', { value: '2' }, '2'), h('option', { value: '3' }, '3'),
            h('option', { value: '4' }, '4'), h('option', { value: '5' }, '5 o más'))),
        h('fieldset', { className: 'campo opciones' },
          h('legend', null, 'Servicios adicionales'),
          [['embalaje', 'Embalaje'], ['montaje', 'Desmontaje y montaje de muebles'], ['guardamuebles', 'Guardamuebles']].map(function (s) {
            return h('span', { key: s[0] },
              h('input', { type: 'checkbox', id: 'srv-' + s[0], checked: datos.servicios.indexOf(s[0]) >= 0, onChange: servicio(s[0]) }),
              h('label', { htmlFor: 'srv-' + s[0] }, s[1]));
          })),
        h(Campo, { id: 'comentarios', etiqueta: 'Comentarios (objetos voluminosos, accesos…)' },
          h('textarea', { id: 'comentarios', rows: 3, value: datos.comentarios, onChange: poner('comentarios') }))),
      h('div', { className: 'campo' + (errores.privacidad ? ' error' : '') },
        h('input', { type: 'checkbox', id: 'privacidad', checked: datos.privacidad, onChange: poner('privacidad') }),
        h('label', { htmlFor: 'privacidad' }, 'He leído y acepto la política de privacidad'),
        errores.privacidad ? h('div', { className: 'msg' }, errores.privacidad) : null),
      h('div', { className: 'campo' },
        h('input', { type: 'checkbox', id: 'ofertas', checked: datos.ofertas, onChange: poner('ofertas') }),
        h('label', { htmlFor: 'ofertas' }, 'Quiero recibir ofertas y promociones')),
      errores.general ? h('p', { className: 'msg', role: 'alert' }, errores.general) : null,
      h('button', { type: 'submit', className: 'enviar', disabled: enviando }, enviando ? 'Enviando…' : 'Solicitar presupuesto'));
  }

  ReactDOM.createRoot(document.getElementById('root')).render(h(Formulario));
})();
