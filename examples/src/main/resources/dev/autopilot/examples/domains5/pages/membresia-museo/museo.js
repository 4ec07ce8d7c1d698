Vue.createApp({
  data: function () {
    return {
      f: { nombre: '', apellidos: '', correo: '', nacimiento: '', codigoPostal: '', intereses: [], origen: '', idioma: '', condiciones: false, boletin: false },
      e: {},
      enviando: false,
      referencia: '',
      intereses: [
        { valor: 'pintura', texto: 'Pintura' },
        { valor: 'escultura', texto: 'Escultura' },
        { valor: 'fotografia', texto: 'Fotografía' },
        { valor: 'videoarte', texto: 'Videoarte e instalaciones' },
        { valor: 'talleres', texto: 'Talleres familiares' }
      ]
    };
  },
  methods: {
    enviar: function () {
      var f = this.f, e = {};
      if (!f.nombre) e.nombre = 'Indica tu nombre.';
      if (!f.apellidos) e.apellidos = 'Indica tus apellidos.';
      if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(f.correo)) e.correo = 'Introduce un correo electrónico válido.';
      if (!f.nacimiento) e.nacimiento = 'Indica tu fecha de nacimiento.';
      if (!f.origen) e.origen = 'Elige una opción.';
      if (!f.idioma) e.idioma = 'Elige un idioma.';
      if (!f.condiciones) e.condiciones = 'Debes aceptar las condiciones.';
      this.e = e;
      if (Object.keys(e).length) return;
      var orden = this.intereses.map(function (i) { return i.valor; });
      var cuerpo = Object.assign({}, f, { intereses: orden.filter(function (v) { return f.intereses.indexOf(v) >= 0; }) });
      var self = this;
      this.enviando = true;
      fetch('api/submit', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(cuerpo) })
        .then(function (r) { if (!r.ok) throw new Error(r.status); return r.json(); })
        .then(function (j) { self.referencia = j.reference; })
        .catch(function () { self.e = { general: 'No hemos podido completar el alta. Inténtalo de nuevo.' }; self.enviando = false; });
    }
  }
}).mount('#app');
