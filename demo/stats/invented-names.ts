import type { Random } from '../random';
import { pick } from '../random';

// Opponents' players are invented (the schedule knows only the opposing school).
const MEN = [
  'Aaron', 'Adrian', 'Aidan', 'Alex', 'Andre', 'Austin', 'Ben', 'Blake', 'Brady', 'Brandon', 'Bryce', 'Caleb', 'Cameron', 'Carter', 'Chase',
  'Cole', 'Colin', 'Connor', 'Damon', 'Darius', 'Derek', 'Devin', 'Dylan', 'Eli', 'Elijah', 'Evan', 'Gavin', 'Grant', 'Hayden', 'Hunter',
  'Isaac', 'Isaiah', 'Jace', 'Jake', 'Jalen', 'Jamal', 'Jared', 'Javier', 'Jordan', 'Josh', 'Julian', 'Kai', 'Keegan', 'Kendall', 'Kyle',
  'Landon', 'Logan', 'Lucas', 'Malik', 'Marcus', 'Mason', 'Mateo', 'Micah', 'Miles', 'Nate', 'Nico', 'Noah', 'Omar', 'Owen', 'Parker',
  'Quinn', 'Reid', 'Rhys', 'Ryan', 'Sam', 'Sean', 'Seth', 'Spencer', 'Tanner', 'Theo', 'Trent', 'Tristan', 'Ty', 'Victor', 'Wes', 'Xavier', 'Zach',
];
const WOMEN = [
  'Abby', 'Addison', 'Aaliyah', 'Alexis', 'Alina', 'Amara', 'Ava', 'Bailey', 'Bella', 'Brooke', 'Caitlin', 'Callie', 'Camila', 'Chloe', 'Claire',
  'Dani', 'Delaney', 'Eden', 'Ella', 'Emery', 'Emma', 'Erin', 'Gabby', 'Grace', 'Hailey', 'Hannah', 'Harper', 'Imani', 'Isabel', 'Jada',
  'Jenna', 'Jordyn', 'Julia', 'Kara', 'Kayla', 'Keira', 'Kendra', 'Kiara', 'Lainey', 'Laila', 'Lauren', 'Leah', 'Lena', 'Lily', 'Lucia',
  'Mackenzie', 'Maddie', 'Maya', 'Mia', 'Morgan', 'Naomi', 'Natalie', 'Nia', 'Olivia', 'Paige', 'Payton', 'Quinn', 'Reese', 'Riley', 'Rylee',
  'Sadie', 'Sara', 'Savannah', 'Sienna', 'Skye', 'Sofia', 'Sydney', 'Tatum', 'Tessa', 'Valeria', 'Whitney', 'Yasmin', 'Zoe',
];
const LAST = [
  'Abbott', 'Acosta', 'Adler', 'Alvarez', 'Archer', 'Baker', 'Banks', 'Barrett', 'Beck', 'Bishop', 'Blair', 'Bowen', 'Boyd', 'Brennan', 'Brooks',
  'Burke', 'Cabrera', 'Caldwell', 'Campos', 'Carver', 'Castillo', 'Chambers', 'Chen', 'Cohen', 'Collier', 'Conway', 'Cortez', 'Crane', 'Cruz',
  'Dalton', 'Daniels', 'Dawson', 'Delgado', 'Donovan', 'Duarte', 'Dunn', 'Ellis', 'Emerson', 'Espinoza', 'Farrell', 'Fischer', 'Fleming', 'Flynn',
  'Foster', 'Fowler', 'Fuentes', 'Gallagher', 'Garner', 'Gibbs', 'Gill', 'Graves', 'Guerrero', 'Hale', 'Hanson', 'Harmon', 'Hayes', 'Hendrix',
  'Hines', 'Holt', 'Horton', 'Hughes', 'Ibarra', 'Ingram', 'Jennings', 'Jensen', 'Kane', 'Keller', 'Kemp', 'Knox', 'Lambert', 'Larsen', 'Lawson',
  'Leblanc', 'Lindqvist', 'Lowe', 'Lucero', 'Maddox', 'Malone', 'Marsh', 'McBride', 'McCoy', 'Mendez', 'Mercer', 'Molina', 'Monroe', 'Moss',
  'Nash', 'Navarro', 'Nguyen', 'Nolan', 'Novak', 'Oakley', 'Okafor', 'Ortega', 'Osborne', 'Pace', 'Padilla', 'Park', 'Pearce', 'Pena', 'Pruitt',
  'Quintero', 'Ramsey', 'Reyes', 'Rhodes', 'Rios', 'Rojas', 'Rowe', 'Salazar', 'Sandoval', 'Sawyer', 'Schmidt', 'Serrano', 'Shaw', 'Shepherd',
  'Silva', 'Sloan', 'Soto', 'Stanton', 'Stokes', 'Sutton', 'Tate', 'Thornton', 'Torres', 'Tran', 'Tucker', 'Underwood', 'Valdez', 'Vance',
  'Vaughn', 'Vega', 'Wade', 'Walsh', 'Ward', 'Watts', 'Webb', 'Wilder', 'Wolfe', 'Wong', 'Wyatt', 'Yates', 'Young', 'Zamora', 'Zimmerman',
];

/** A full name no other name in `used` has. */
export function inventName(random: Random, gender: 'M' | 'F' | null, used: Set<string>): string {
  for (;;) {
    const name = `${pick(random, gender === 'F' ? WOMEN : MEN)} ${pick(random, LAST)}`;
    if (!used.has(name)) {
      used.add(name);
      return name;
    }
  }
}
