import type { FormFieldWire } from '../../contract/forms';
import type { DemoSchool } from '../schools';
import { contactFields, formFields } from './form-fields';

const DAY = 86_400_000;

export interface DemoForm {
  title: string;
  description: string;
  fields: FormFieldWire[];
  /** Days from the seed's anchor; null: no bound. */
  startDay: number | null;
  expirationDay: number | null;
  maxSubmissions: number | null;
  hidden?: boolean;
  /** Protected by the school's demo form access code. */
  protected?: boolean;
  /** Submissions stored with the form (the full form's). */
  submissions?: Array<Record<string, string | string[]>>;
}

const SIZES = ['Youth Small', 'Youth Medium', 'Adult Small', 'Adult Medium', 'Adult Large', 'Adult XL'];

/** Five open forms that together use every field type, condition operator and an other-answer option. */
function openForms(school: DemoSchool): DemoForm[] {
  return [
    {
      title: 'Summer Camp Registration',
      description: `Register a camper for the ${school.mascotPlural} summer sports camps.`,
      startDay: -30,
      expirationDay: 60,
      maxSubmissions: null,
      fields: formFields([
        { name: 'camperName', label: "Camper's name", type: 'text', required: true, maxLength: 80 },
        { name: 'parentEmail', label: "Parent's email", type: 'text', required: true, isEmail: true, maxLength: 120 },
        { name: 'session', label: 'Camp session', type: 'select', required: true, options: ['June Week 1', 'June Week 2', 'July Week 1', 'July Week 2'] },
        { name: 'camperAge', label: "Camper's age", type: 'number', required: true, maxQuantity: 18 },
        { name: 'shirtSize', label: 'T-shirt size', type: 'radio', required: true, options: SIZES },
        { name: 'sep1', label: 'Health', type: '-' },
        { name: 'hasAllergies', label: 'Any allergies?', type: 'radio', required: true, options: ['Yes', 'No'] },
        { name: 'allergyDetails', label: 'Allergy details', type: 'textarea', required: true, maxLength: 500, condition: { fieldName: 'hasAllergies', operator: 'Is a value', value: 'yes' } },
        { name: 'registeredOn', label: 'Registration date', type: 'date', required: true, defaultToday: true },
        { name: 'source', label: 'Source', type: 'hidden', defaultValue: 'camp-page' },
      ]),
    },
    {
      title: 'Ticket Request',
      description: 'Ask the ticket office for seats at an upcoming home event.',
      startDay: -14,
      expirationDay: 90,
      maxSubmissions: null,
      fields: formFields([
        ...contactFields(),
        { name: 'event', label: 'Event', type: 'select', required: true, options: ['Football', "Men's Basketball", "Women's Basketball", 'Volleyball'] },
        { name: 'quantity', label: 'Number of tickets', type: 'number', required: true, maxQuantity: 8 },
        { name: 'promoCode', label: 'Promo code', type: 'text', maxLength: 20 },
        { name: 'promoSource', label: 'Where did you get the promo code?', type: 'text', required: true, maxLength: 120, condition: { fieldName: 'promoCode', operator: 'Is any value', value: '' } },
        { name: 'accessible', label: 'I need accessible seating', type: 'checkbox' },
      ]),
    },
    {
      title: 'Fan Survey',
      description: `Tell us how game days at ${school.shortName} feel from the stands.`,
      startDay: -7,
      expirationDay: 45,
      maxSubmissions: null,
      fields: formFields([
        { name: 'rating', label: 'How was your last game day?', type: 'radio', required: true, options: ['Excellent', 'Very good', 'Good', 'Fair', 'Poor', 'Did not attend'] },
        { name: 'whyNot', label: 'What kept you away?', type: 'textarea', maxLength: 500, condition: { fieldName: 'rating', operator: 'Is a value', value: 'did-not-attend' } },
        { name: 'improve', label: 'What should we improve?', type: 'checkbox', options: ['Concessions', 'Parking', 'Music', 'Seating', { label: 'Something else', value: 'other', other: true }] },
        { name: 'recommend', label: 'Would you bring a friend?', type: 'radio', options: ['Yes', 'No'] },
        { name: 'recommendWhyNot', label: 'Why not?', type: 'text', maxLength: 200, condition: { fieldName: 'recommend', operator: 'Is Not a value', value: 'yes' } },
        { name: 'comments', label: 'Anything else?', type: 'textarea', maxLength: 1000 },
      ]),
    },
    {
      title: 'Recruiting Questionnaire',
      description: `Prospective student-athletes: introduce yourself to the ${school.mascotPlural} coaching staff.`,
      startDay: -60,
      expirationDay: 180,
      maxSubmissions: null,
      fields: formFields([
        ...contactFields(),
        { name: 'sport', label: 'Sport', type: 'select', required: true, options: ['Baseball', 'Basketball', 'Football', 'Soccer', 'Softball', 'Volleyball', { label: 'Other sport', value: 'other', other: true }] },
        { name: 'gradYear', label: 'High school graduation year', type: 'number', required: true, maxQuantity: 2035 },
        { name: 'highSchool', label: 'High school', type: 'text', required: true, maxLength: 120 },
        { name: 'highlights', label: 'Highlight video link', type: 'text', maxLength: 300 },
        { name: 'about', label: 'Tell us about yourself', type: 'textarea', maxLength: 2000 },
        { name: 'campaign', label: 'Campaign', type: 'hidden', defaultValue: 'recruiting-web' },
      ]),
    },
    {
      title: 'Media Credential Request',
      description: 'Members of the media: request a credential for a home event.',
      startDay: -30,
      expirationDay: 120,
      maxSubmissions: null,
      fields: formFields([
        ...contactFields(),
        { name: 'outlet', label: 'Outlet', type: 'text', required: true, maxLength: 120 },
        { name: 'credential', label: 'Credential type', type: 'radio', required: true, options: ['Writer', 'Photographer', 'Radio', 'Television', 'Digital'] },
        { name: 'eventDate', label: 'Event date', type: 'date', required: true, defaultToday: true },
        { name: 'photoPosition', label: 'Photo position', type: 'select', required: true, options: ['Baseline', 'Sideline', 'Press box'], condition: { fieldName: 'credential', operator: 'Is a value', value: 'photographer' } },
      ]),
    },
  ];
}

const rsvpFields = () =>
  formFields([
    ...contactFields(),
    { name: 'guests', label: 'Guests', type: 'number', required: true, maxQuantity: 4 },
  ]);

/** Forms that are not open: pending, closed and full, plus a staff draft and a protected one. */
function otherForms(school: DemoSchool): DemoForm[] {
  return [
    { title: 'Season Ticket Waitlist', description: 'Join the waitlist for next season. Opens next week.', startDay: 7, expirationDay: 37, maxSubmissions: null, fields: rsvpFields() },
    { title: 'Homecoming Volunteer Sign-Up', description: 'Volunteer for homecoming weekend.', startDay: -40, expirationDay: -3, maxSubmissions: null, fields: rsvpFields() },
    {
      title: 'Meet the Team Night RSVP',
      description: `Meet the ${school.mascotPlural} before the season. Space is limited.`,
      startDay: -10,
      expirationDay: 20,
      maxSubmissions: 3,
      fields: rsvpFields(),
      submissions: [
        { fullName: 'Jordan Ellis', email: 'jordan.ellis@example.com', guests: '2' },
        { fullName: 'Sam Okafor', email: 'sam.okafor@example.com', guests: '1' },
        { fullName: 'Riley Chen', email: 'riley.chen@example.com', guests: '3' },
      ],
    },
    { title: 'Draft: Senior Day Volunteer Sign-Up', description: 'Staff draft, not yet published.', startDay: null, expirationDay: null, maxSubmissions: null, hidden: true, fields: rsvpFields() },
    {
      title: 'Family Travel Pass Request',
      description: 'Families of student-athletes: request passes for away events.',
      startDay: null,
      expirationDay: null,
      maxSubmissions: null,
      protected: true,
      fields: formFields([
        ...contactFields('Parent or guardian'),
        { name: 'athlete', label: "Student-athlete's name", type: 'text', required: true, maxLength: 80 },
        { name: 'passes', label: 'Passes', type: 'number', required: true, maxQuantity: 4 },
      ]),
    },
  ];
}

/** Every demo form of a school, in id order. */
export function demoFormsOf(school: DemoSchool): DemoForm[] {
  return [...openForms(school), ...otherForms(school)];
}

/** A day offset from the anchor as a date, or null. */
export function dayFrom(today: number, offset: number | null): Date | null {
  return offset === null ? null : new Date(today + offset * DAY);
}
