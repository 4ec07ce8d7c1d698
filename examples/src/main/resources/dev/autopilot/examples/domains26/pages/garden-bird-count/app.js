const { createApp } = Vue;

const SPECIES = [
  ['blackbird', 'Blackbird'], ['bluetit', 'Blue tit'], ['chaffinch', 'Chaffinch'], ['coaltit', 'Coal tit'],
  ['collareddove', 'Collared dove'], ['dunnock', 'Dunnock'], ['goldfinch', 'Goldfinch'], ['greattit', 'Great tit'],
  ['housesparrow', 'House sparrow'], ['longtailedtit', 'Long-tailed tit'], ['magpie', 'Magpie'], ['robin', 'Robin'],
  ['starling', 'Starling'], ['woodpigeon', 'Woodpigeon'], ['wren', 'Wren']
].map(([code, name]) => ({ code, name }));

createApp({
  data() {
    return {
      habitats: [
        { code: 'GDN', label: 'Garden' },
        { code: 'PRK', label: 'Park or public green space' },
        { code: 'SCH', label: 'School grounds' },
        { code: 'BAL', label: 'Balcony or yard' },
        { code: 'ALL', label: 'Allotment' }
      ],
      foods: [
        { code: 'mix', label: 'Seed mix' },
        { code: 'sunflower', label: 'Sunflower hearts' },
        { code: 'suet', label: 'Fat balls or suet' },
        { code: 'nyjer', label: 'Nyjer seed' },
        { code: 'mealworm', label: 'Mealworms' },
        { code: 'scraps', label: 'Kitchen scraps' },
        { code: 'none', label: "I don't feed birds" }
      ],
      species: SPECIES,
      survey: { date: '', start: '', minutes: '60', habitat: '', postcode: '' },
      counts: Object.fromEntries(SPECIES.map(s => [s.code, ''])),
      otherSpecies: '',
      feeding: [],
      observer: { name: '', email: '' },
      consents: { share: false, newsletter: true },
      errors: [],
      sending: false,
      reference: ''
    };
  },
  methods: {
    validate() {
      const e = [];
      if (!this.survey.date) e.push('Tell us the date of your count (29–31 January 2027).');
      else if (this.survey.date < '2027-01-29' || this.survey.date > '2027-01-31') e.push('The count weekend is 29–31 January 2027.');
      if (!this.survey.start) e.push('Tell us the time you started.');
      if (!this.survey.habitat) e.push('Choose where you counted.');
      if (!this.survey.postcode) e.push('Enter the postcode of your count site.');
      if (!this.observer.name) e.push('Enter your name.');
      if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(this.observer.email)) e.push('Enter a valid email address.');
      if (!this.consents.share) e.push('We can only use your count if you agree to share your sightings.');
      if (!Object.values(this.counts).some(v => Number(v) > 0) && !this.otherSpecies) e.push('Enter at least one bird.');
      return e;
    },
    async submit() {
      this.errors = this.validate();
      if (this.errors.length) return;
      this.sending = true;
      const payload = {
        survey: { ...this.survey, minutes: Number(this.survey.minutes) },
        counts: Object.fromEntries(Object.entries(this.counts).map(([k, v]) => [k, v === '' ? 0 : Number(v)])),
        otherSpecies: this.otherSpecies,
        feeding: this.foods.map(f => f.code).filter(c => this.feeding.includes(c)),
        observer: this.observer,
        consents: this.consents
      };
      try {
        const res = await fetch('api/submit', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify(payload)
        });
        const body = await res.json();
        if (!res.ok) throw new Error(body.message || 'Server error');
        this.reference = body.reference;
      } catch (err) {
        this.errors = ['Sorry, your count could not be sent. Please try again in a few minutes.'];
      } finally {
        this.sending = false;
      }
    }
  }
}).mount('#app');
