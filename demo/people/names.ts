/** Invented people's names and study subjects for the demo rosters and staff. */

export const MALE_FIRST_NAMES = [
  'Aaron', 'Adrian', 'Aiden', 'Alex', 'Andre', 'Anthony', 'Austin', 'Beau', 'Ben', 'Blake', 'Brady', 'Brandon', 'Brayden',
  'Brendan', 'Caleb', 'Cameron', 'Carson', 'Carter', 'Chase', 'Christian', 'Cody', 'Colby', 'Colin', 'Connor', 'Cooper',
  'Damian', 'Daniel', 'Darius', 'Davis', 'Dawson', 'Derek', 'Devin', 'Dominic', 'Drew', 'Dylan', 'Eli', 'Elijah', 'Emmett',
  'Ethan', 'Evan', 'Gabriel', 'Garrett', 'Gavin', 'Grant', 'Griffin', 'Hayden', 'Hunter', 'Isaiah', 'Jackson', 'Jacob',
  'Jalen', 'Jamal', 'Jared', 'Jaxon', 'Jordan', 'Josiah', 'Julian', 'Justin', 'Kaden', 'Kai', 'Keegan', 'Kendall', 'Kyle',
  'Landon', 'Leo', 'Liam', 'Logan', 'Lucas', 'Luke', 'Malik', 'Marcus', 'Mason', 'Mateo', 'Max', 'Micah', 'Miles', 'Nathan',
  'Nico', 'Noah', 'Owen', 'Parker', 'Quinn', 'Reid', 'Riley', 'Ryan', 'Sam', 'Sean', 'Spencer', 'Tanner', 'Theo', 'Trent',
  'Trey', 'Tristan', 'Tyler', 'Wesley', 'Wyatt', 'Xavier', 'Zach', 'Zane',
] as const;

export const FEMALE_FIRST_NAMES = [
  'Abby', 'Addison', 'Aliyah', 'Alyssa', 'Amara', 'Anna', 'Aubrey', 'Ava', 'Avery', 'Bailey', 'Bella', 'Brooke', 'Brynn',
  'Caitlin', 'Camille', 'Carly', 'Chloe', 'Claire', 'Dakota', 'Delaney', 'Eden', 'Elena', 'Eliza', 'Ella', 'Emerson', 'Emily',
  'Emma', 'Erin', 'Faith', 'Gabriella', 'Grace', 'Hailey', 'Hannah', 'Harper', 'Imani', 'Isabel', 'Jada', 'Jasmine', 'Jenna',
  'Jordyn', 'Kaitlyn', 'Kate', 'Kayla', 'Kendall', 'Kennedy', 'Kiara', 'Kylie', 'Laila', 'Lauren', 'Leah', 'Lila', 'Lily',
  'Lucia', 'Mackenzie', 'Madison', 'Maya', 'McKenna', 'Megan', 'Mia', 'Morgan', 'Naomi', 'Natalie', 'Nia', 'Nora', 'Olivia',
  'Paige', 'Peyton', 'Quinn', 'Reagan', 'Reese', 'Riley', 'Sabrina', 'Sadie', 'Samantha', 'Savannah', 'Serena', 'Sienna',
  'Skylar', 'Sofia', 'Sydney', 'Talia', 'Taylor', 'Tessa', 'Valerie', 'Vanessa', 'Victoria', 'Whitney', 'Zoe',
] as const;

export const LAST_NAMES = [
  'Abbott', 'Acosta', 'Alvarez', 'Andersen', 'Archer', 'Arnett', 'Baker', 'Banks', 'Barlow', 'Beckett', 'Bell', 'Benson',
  'Bishop', 'Blackwell', 'Boone', 'Bradford', 'Brennan', 'Brooks', 'Bryant', 'Burke', 'Caldwell', 'Calloway', 'Campos',
  'Carver', 'Castillo', 'Chandler', 'Chen', 'Clayton', 'Cole', 'Collier', 'Conway', 'Crawford', 'Cruz', 'Dalton', 'Daniels',
  'Davenport', 'Delgado', 'Dixon', 'Donovan', 'Doyle', 'Duarte', 'Dunn', 'Easton', 'Ellison', 'Emerson', 'Espinoza', 'Farrell',
  'Fielding', 'Fischer', 'Fleming', 'Flores', 'Ford', 'Foster', 'Fowler', 'Gallagher', 'Garner', 'Garza', 'Gibson', 'Gilmore',
  'Gordon', 'Graves', 'Greer', 'Guerrero', 'Hale', 'Hamilton', 'Harmon', 'Hartley', 'Hayes', 'Hendricks', 'Herrera', 'Holland',
  'Holt', 'Horton', 'Hudson', 'Ingram', 'Jacobs', 'Jennings', 'Juarez', 'Kane', 'Keller', 'Kendrick', 'Kim', 'Kirby',
  'Knowles', 'Lambert', 'Landry', 'Larsen', 'Lawson', 'Lindqvist', 'Lowe', 'Lucero', 'Lyons', 'Maddox', 'Malone', 'Marsh',
  'Martell', 'Mathis', 'McAllister', 'McBride', 'McCoy', 'Medina', 'Mercer', 'Meyers', 'Molina', 'Monroe', 'Morales',
  'Moreno', 'Morrow', 'Nash', 'Navarro', 'Nguyen', 'Nolan', 'Novak', "O'Brien", "O'Neal", 'Okafor', 'Olsen', 'Ortega',
  'Osborne', 'Pace', 'Padilla', 'Palmer', 'Park', 'Patel', 'Patton', 'Pearson', 'Pena', 'Perkins', 'Pham', 'Pierce',
  'Porter', 'Pruitt', 'Quinn', 'Ramsey', 'Randall', 'Reyes', 'Rhodes', 'Richter', 'Riggs', 'Rios', 'Rivers', 'Roach',
  'Robles', 'Rowe', 'Salazar', 'Sampson', 'Santos', 'Sawyer', 'Schmidt', 'Serrano', 'Shaw', 'Shepherd', 'Sims', 'Sloan',
  'Soto', 'Sparks', 'Stafford', 'Stanton', 'Stokes', 'Strickland', 'Sullivan', 'Sutton', 'Tate', 'Thornton', 'Torres',
  'Townsend', 'Tran', 'Tucker', 'Underwood', 'Valdez', 'Vance', 'Vaughn', 'Vega', 'Wade', 'Walsh', 'Warner', 'Watts',
  'Weaver', 'Webb', 'Whitaker', 'Wilder', 'Winters', 'Wolfe', 'Wong', 'Wright', 'Yates', 'Young', 'Zamora', 'Zimmerman',
] as const;

export const MAJORS = [
  'Biology', 'Business Administration', 'Communication Studies', 'Computer Science', 'Criminal Justice', 'Economics',
  'Education', 'Engineering', 'English', 'Environmental Science', 'Exercise Science', 'Finance', 'History', 'Journalism',
  'Kinesiology', 'Marketing', 'Mathematics', 'Mechanical Engineering', 'Nursing', 'Nutrition', 'Political Science',
  'Psychology', 'Public Health', 'Sociology', 'Sport Management', 'Graphic Design', 'Accounting', 'Chemistry',
] as const;

/** A name with apostrophes and spaces removed, for e-mail addresses and handles. */
export function plainName(name: string): string {
  return name.toLowerCase().replace(/[^a-z]/g, '');
}

/** 'first-last' for bio addresses. */
export function nameSlug(firstName: string, lastName: string): string {
  return `${firstName} ${lastName}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
