(function () {
  'use strict';
  var ORDRE = ['cuisine', 'salle-de-bain', 'wc', 'sejour', 'chambre', 'entree'];
  function partie() { return { qualite: '', nom: '', prenom: '', adresse: '', etage: '', assureur: '', contrat: '' }; }
  Vue.createApp({
    data: function () {
      return {
        vous: partie(),
        autre: partie(),
        sinistre: { date: '', origine: '', provenance: '', pieces: [], description: '', repare: '', montant: '' },
        contact: { telephone: '', courriel: '' },
        attestation: false,
        partenaires: false,
        erreurs: [],
        envoi: false,
        reference: ''
      };
    },
    methods: {
      verifier: function () {
        var e = [];
        var self = this;
        [['vous', 'vous'], ['autre', "l'autre partie"]].forEach(function (p) {
          var d = self[p[0]];
          if (!d.qualite) e.push('Indiquez la qualité de ' + p[1] + '.');
          if (!d.nom.trim() || !d.prenom.trim()) e.push('Indiquez le nom et le prénom de ' + p[1] + '.');
          if (!d.adresse.trim()) e.push("Indiquez l'adresse du logement de " + p[1] + '.');
          if (!d.etage) e.push("Indiquez l'étage de " + p[1] + '.');
          if (!d.assureur.trim()) e.push("Indiquez l'assureur de " + p[1] + '.');
        });
        if (!this.vous.contrat.trim()) e.push('Indiquez votre numéro de contrat.');
        var aujourdhui = new Date().toISOString().slice(0, 10);
        if (!this.sinistre.date) e.push('Indiquez la date de découverte.');
        else if (this.sinistre.date > aujourdhui) e.push('La date de découverte ne peut pas être dans le futur.');
        if (!this.sinistre.origine) e.push("Sélectionnez l'origine de la fuite.");
        if (!this.sinistre.provenance) e.push('Indiquez d’où provient la fuite.');
        if (!this.sinistre.pieces.length) e.push('Cochez au moins une pièce endommagée.');
        if (this.sinistre.description.trim().length < 20) e.push('Décrivez les dommages (20 caractères minimum).');
        if (!this.sinistre.repare) e.push('Indiquez si la cause a été réparée.');
        if (!/^0[1-9](\s?\d{2}){4}$/.test(this.contact.telephone.trim())) e.push('Indiquez un numéro de téléphone français (10 chiffres).');
        if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(this.contact.courriel.trim())) e.push('Indiquez une adresse e-mail valide.');
        if (!this.attestation) e.push("Cochez l'attestation sur l'honneur.");
        return e;
      },
      envoyer: function () {
        this.erreurs = this.verifier();
        if (this.erreurs.length) { window.scrollTo(0, 0); return; }
        this.envoi = true;
        var self = this;
        function nettoyer(p) { var o = {}; Object.keys(p).forEach(function (k) { o[k] = typeof p[k] === 'string' ? p[k].trim() : p[k]; }); return o; }
        var s = this.sinistre;
        var corps = {
          vous: nettoyer(this.vous),
          autrePartie: nettoyer(this.autre),
          sinistre: { date: s.date, origine: s.origine, provenance: s.provenance, pieces: ORDRE.filter(function (p) { return s.pieces.indexOf(p) >= 0; }), description: s.description.trim(),
            repare: s.repare, montant: s.montant === '' || s.montant === null ? null : s.montant },
          contact: nettoyer(this.contact),
          attestation: this.attestation,
          partenaires: this.partenaires
        };
        fetch('api/submit', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(corps) })
          .then(function (r) { if (!r.ok) throw new Error(); return r.json(); })
          .then(function (j) { self.reference = j.reference; })
          .catch(function () { self.erreurs = ["L'envoi a échoué. Merci de réessayer dans quelques instants."]; })
          .finally(function () { self.envoi = false; });
      }
    }
  }).mount('#app');
})();
