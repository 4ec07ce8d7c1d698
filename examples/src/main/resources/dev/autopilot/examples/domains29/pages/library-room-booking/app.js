const { createApp } = Vue;

createApp({
  data() {
    return {
      rooms: [
        { id: 'meeting-1', name: 'Meeting Room 1', meta: 'First floor · up to 12 people · boardroom layout' },
        { id: 'study-pod', name: 'Study Pod', meta: 'Ground floor · up to 4 people · screen' },
        { id: 'hall', name: 'Community Hall', meta: 'Ground floor · up to 60 people · kitchen' }
      ],
      times: ['09:00', '09:30', '10:00', '10:30', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00', '18:00'],
      durations: [
        { value: 1, text: '1 hour' }, { value: 2, text: '2 hours' }, { value: 3, text: '3 hours' }, { value: 4, text: 'Half day (4 hours)' }
      ],
      equipmentList: [
        { value: 'projector', text: 'Projector and screen' },
        { value: 'flipchart', text: 'Flipchart and pens' },
        { value: 'video', text: 'Video-conferencing camera' },
        { value: 'urn', text: 'Hot water urn, cups and teabags (£5)' }
      ],
      form: {
        room: '', date: '', start: '', hours: 1, attendees: 1, equipment: [],
        rate: '', organisation: '', purpose: '', contactName: '', phone: '', email: '', acceptTerms: false
      },
      errors: [], sending: false, sent: false, reference: ''
    };
  },
  computed: {
    roomName() {
      const r = this.rooms.find(x => x.id === this.form.room);
      return r ? r.name : '';
    }
  },
  methods: {
    submit() {
      const f = this.form;
      const errors = [];
      if (!f.room) errors.push('Choose a room');
      if (!f.date) errors.push('Enter a date');
      if (!f.start) errors.push('Choose a start time');
      if (!f.rate) errors.push('Choose the type of booking');
      if (!f.purpose.trim()) errors.push('Tell us what the room is for');
      if (!f.contactName.trim()) errors.push('Enter a contact name');
      if (!f.email.trim()) errors.push('Enter an email address');
      if (!f.acceptTerms) errors.push('Accept the room hire conditions');
      const room = this.rooms.find(x => x.id === f.room);
      if (room && f.room === 'meeting-1' && f.attendees > 12) errors.push('Meeting Room 1 holds up to 12 people');
      this.errors = errors;
      if (errors.length) return;
      this.sending = true;
      fetch('api/submit', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(f)
      }).then(r => r.json().then(b => ({ ok: r.ok, b })))
        .then(({ ok, b }) => {
          this.sending = false;
          if (!ok) { this.errors = [b.message || 'Sorry, the booking could not be made']; return; }
          this.reference = b.reference;
          this.sent = true;
        })
        .catch(() => { this.sending = false; this.errors = ['Sorry, something went wrong. Please try again.']; });
    }
  }
}).mount('#app');
